import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import type { StaffMember } from '@/contracts/staff-accounts';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { lazyOnce } from '@/lib/lazy-once';
import { useStaffWrites } from '../api/staff-accounts';
import { RoleField, useFullScreenDialog } from './staff-form-parts';

// zod and the form's contract arrive with the dialog, not with the staff screen.
const loadContracts = lazyOnce(() => import('@/contracts/staff-accounts'));
const loadCreateBody = () => loadContracts().then((contracts) => contracts.staffCreateBodySchema);

const SERVER_FIELDS = ['name', 'username', 'phone', 'password', 'role'] as const;

type Props = { onClose: () => void; onCreated: (member: StaffMember) => void };

/**
 * An admin adds a seller, admin or driver: checked against the API's own contract first; a
 * username or phone another account has is named on its field in the server's words.
 */
export default function StaffNewDialog({ onClose, onCreated }: Props) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const locale = useLocale();
  const { create } = useStaffWrites(locale);
  const { register, watch, formState, failure, submitWith, fieldHelp, errorCount } =
    useContractForm({
      contract: loadCreateBody,
      t,
      locale,
      serverFields: SERVER_FIELDS,
      fallback: t('dashboard:staff.saveFailed'),
      defaultValues: { name: '', username: '', phone: '', password: '', role: 'seller' },
    });
  const onSubmit = submitWith(create, onCreated);
  const busy = formState.isSubmitting;
  const ltr = { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } as const;
  const { ref: passwordRef, ...password } = register('password');

  return (
    <Dialog
      open
      fullWidth
      fullScreen={useFullScreenDialog()}
      onClose={busy ? undefined : onClose}
      aria-labelledby="staff-new-title"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="staff-new-title">{t('dashboard:staff.newTitle')}</DialogTitle>
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
              {...register('username')}
              {...fieldHelp('username', t('dashboard:staff.usernameHint'))}
              label={t('dashboard:staff.usernameLabel')}
              required
              fullWidth
              slotProps={{ htmlInput: ltr }}
            />
            <TextField
              {...register('phone')}
              {...fieldHelp('phone')}
              label={t('dashboard:staff.phoneLabel')}
              required
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
            />
            <PasswordField
              {...password}
              ref={passwordRef}
              {...fieldHelp('password', t('dashboard:staff.passwordHint'))}
              label={t('dashboard:staff.passwordLabel')}
              toggleLabel={t('dashboard:staff.showPassword')}
              required
              fullWidth
              slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
            />
            <RoleField field={register('role')} help={fieldHelp('role')} value={watch('role')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('dashboard:staff.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('dashboard:staff.saving') : t('dashboard:staff.add')}
          </Button>
        </DialogActions>
        <FormErrorCount count={errorCount} />
      </form>
    </Dialog>
  );
}
