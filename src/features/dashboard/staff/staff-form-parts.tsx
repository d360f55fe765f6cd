import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { NativeSelectField } from '@/components/form/native-select-field';
import { STAFF_ROLES, type StaffRole } from '@/contracts/staff-accounts';

/** What useContractForm's fieldHelp gives a field: its reason, or its hint. */
type Help = { error: boolean; helperText?: unknown };

/** The role picker of both staff forms: the phone's own picker, each role with what it does. */
export function RoleField({
  field,
  help,
  value,
}: {
  field: UseFormRegisterReturn;
  help: Help;
  value: StaffRole | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const { ref, ...rest } = field;
  const reason = help.error && typeof help.helperText === 'string' ? help.helperText : undefined;
  return (
    <NativeSelectField
      {...rest}
      ref={ref}
      label={t('staff.roleLabel')}
      error={help.error}
      helperText={reason ?? (value ? t(`staff.roleHints.${value}`) : undefined)}
      required
      fullWidth
      data-testid="staff-role"
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`staff.roles.${role}`)}
        </option>
      ))}
    </NativeSelectField>
  );
}

/** The "can sign in" switch of the edit form, with what switching it off does. */
export function ActiveSwitch({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div>
      <FormControlLabel
        label={t('staff.activeLabel')}
        control={
          <Switch
            checked={checked}
            onChange={(_, value) => onChange(value)}
            slotProps={{ input: { 'aria-describedby': 'staff-active-hint' } }}
          />
        }
      />
      <FormHelperText id="staff-active-hint" error={Boolean(error)}>
        {error ?? t('staff.activeHint')}
      </FormHelperText>
    </div>
  );
}

/** Phones get the whole screen for a form: the keyboard leaves little room for a dialog. */
export function useFullScreenDialog(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
