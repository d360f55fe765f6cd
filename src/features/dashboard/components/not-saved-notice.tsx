import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useState } from 'react';

/**
 * Says, after a toggle, that the change shows here only: a sample-data screen saves nothing.
 * A snackbar's message is announced politely.
 */
export function useNotSavedNotice() {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const notice = (
    <Snackbar
      open={open}
      autoHideDuration={5000}
      onClose={() => setOpen(false)}
      message={t('notSaved')}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    />
  );
  return { show, notice };
}
