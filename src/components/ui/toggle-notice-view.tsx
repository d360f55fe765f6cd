import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'next-i18next/pages';

export type ToggleNoticeProps = {
  notice: { severity: 'success' | 'error'; text: string } | null;
  onClose: () => void;
};

/** What a setting saved at once did: "Saved" or why not, for a few seconds, then gone. */
export default function ToggleNoticeView({ notice, onClose }: ToggleNoticeProps) {
  const { t } = useTranslation('common');
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={notice?.severity === 'error' ? 8000 : 4000}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert
          severity={notice.severity}
          variant="filled"
          onClose={onClose}
          closeText={t('actions.close')}
        >
          {notice.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
