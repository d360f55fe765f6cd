import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { Controller } from 'react-hook-form';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import type { StaffMember } from '@/contracts/staff-accounts';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { lazyOnce } from '@/lib/lazy-once';
import { useStaffWrites } from '../api/staff-accounts';
import { ActiveSwitch, RoleField, useFullScreenDialog } from './staff-form-parts';

const loadContracts = lazyOnce(() => import('@/contracts/staff-accounts'));
const loadEditForm = () => loadContracts().then((contracts) => contracts.staffEditFormSchema);

const SERVER_FIELDS = ['name', 'phone', 'role', 'is_active', 'password'] as const;

type Props = {
  member: StaffMember;
  /** The admin's own account: role and "can sign in" are not theirs to change (the API agrees). */
  isSelf: boolean;
  onClose: () => void;
  onSaved: (member: StaffMember) => void;
};

/**
 * An admin edits a staff account: name, phone, role, whether it can sign in, and a new
 * password when one is typed. A refusal (the last admin, a phone already used) is shown on
 * its field in the server's words.
 */
export default function StaffEditDialog({ member, isSelf, onClose, onSaved }: Props) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const locale = useLocale();
  const { update } = useStaffWrites(locale);
  const { register, control, watch, formState, failure, submitWith, fieldHelp, errorCount } =
    useContractForm({
      contract: loadEditForm,
      t,
      locale,
      serverFields: SERVER_FIELDS,
      fallback: t('dashboard:staff.saveFailed'),
      defaultValues: {
        name: member.name,
        phone: member.phone,
        role: member.role,
        is_active: member.is_active,
        password: '',
      },
    });
  const onSubmit = submitWith((values) => update(member.id, values), onSaved);
  const busy = formState.isSubmitting;
  const { ref: passwordRef, ...password } = register('password');

  return (
    <Dialog
      open
      fullWidth
      fullScreen={useFullScreenDialog()}
      onClose={busy ? undefined : onClose}
      aria-labelledby="staff-edit-title"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="staff-edit-title">
          {t('dashboard:staff.editTitle', { name: member.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormFailure message={failure} />
            <TextField
              {...register('name')}
              {...fieldHelp('name')}
              label={t('dashboard:staff.nameLabel')}
              required
              fullWidth
            />
            <TextField
              {...register('phone')}
              {...fieldHelp('phone')}
              label={t('dashboard:staff.phoneLabel')}
              required
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
            />
            {isSelf ? (
              <Alert severity="info">{t('dashboard:staff.selfHint')}</Alert>
            ) : (
              <>
                <RoleField
                  field={register('role')}
                  help={fieldHelp('role')}
                  value={watch('role')}
                />
                <Controller
                  control={control}
                  name="is_active"
                  render={({ field, fieldState }) => (
                    <ActiveSwitch
                      checked={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </>
            )}
            <PasswordField
              {...password}
              ref={passwordRef}
              {...fieldHelp('password', t('dashboard:staff.newPasswordHint'))}
              label={t('dashboard:staff.newPasswordLabel')}
              toggleLabel={t('dashboard:staff.showPassword')}
              fullWidth
              slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('dashboard:staff.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('dashboard:staff.saving') : t('dashboard:staff.save')}
          </Button>
        </DialogActions>
        <FormErrorCount count={errorCount} />
      </form>
    </Dialog>
  );
}
