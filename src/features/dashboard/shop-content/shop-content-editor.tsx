import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import { staffFormContract } from '@/lib/api/call-schemas';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { useUpdateShopContent, type ShopContentEdit } from '../api/staff-shop-content';
import type { EditTarget } from './shop-edit-target';

type Values = Record<string, string>;
type Body = z.ZodType<FieldValues, FieldValues>;

// Each call's contract (zod with it) arrives with the first editor an admin opens.
const CONTRACTS: Record<EditTarget['kind'], () => Promise<Body>> = {
  facts: staffFormContract('factsUpdateBody'),
  promise: staffFormContract('promiseUpdateBody'),
  branch: staffFormContract('branchUpdateBody'),
  contact: staffFormContract('contactUpdateBody'),
};

/** The call that saves what the form holds: every field shown, as typed. */
function editOf(target: EditTarget, body: Values): ShopContentEdit {
  return target.kind === 'facts'
    ? { kind: 'facts', body }
    : { kind: target.kind, id: target.id, body };
}

type Props = { target: EditTarget; onClose: () => void; onSaved: () => void };

/**
 * An admin's editor of one of the shop's details (its facts, a promise, a branch, a contact),
 * each text in both languages. Checked against the API's own contract first; the server's
 * reasons for a refused field are shown under that field, anything else in the dialog's alert.
 */
export default function ShopContentEditor({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const locale = useLocale();
  const update = useUpdateShopContent(locale);
  const { register, formState, failure, submitWith, fieldHelp, errorCount } = useContractForm({
    contract: CONTRACTS[target.kind],
    t,
    locale,
    serverFields: target.fields.map((field) => field.name),
    fallback: t('dashboard:shopContent.saveFailed'),
    defaultValues: target.values,
  });
  const onSubmit = submitWith((values) => update(editOf(target, values)), onSaved);
  const busy = formState.isSubmitting;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="shop-editor-title" fullWidth>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="shop-editor-title">
          {t('dashboard:shopContent.dialogTitle', { name: target.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormFailure message={failure} />
            {target.kind === 'branch' ? (
              <Typography variant="body2" color="text.secondary">
                {t('dashboard:shopContent.branchHours')}
              </Typography>
            ) : null}
            {target.fields.map((field) => (
              <TextField
                key={field.name}
                {...register(field.name)}
                {...fieldHelp(field.name)}
                label={t(`dashboard:shopContent.fields.${field.label}`)}
                required
                fullWidth
                multiline={field.multiline}
                minRows={field.multiline ? 2 : undefined}
                slotProps={{ htmlInput: { dir: field.dir, inputMode: field.inputMode } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('dashboard:shopContent.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('dashboard:shopContent.saving') : t('dashboard:shopContent.save')}
          </Button>
        </DialogActions>
        <FormErrorCount count={errorCount} />
      </form>
    </Dialog>
  );
}
