import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'next-i18next/pages';

export type WishListNotice = { kind: 'removed' | 'failed'; name: string };

export type WishListStatusProps = {
  notice: WishListNotice | undefined;
  onClose: () => void;
};

/** What happened to a removal: a short confirmation, or why the card came back. */
export default function WishListStatusView({ notice, onClose }: WishListStatusProps) {
  const { t } = useTranslation(['favourites', 'common']);
  return (
    <Snackbar
      open={Boolean(notice)}
      autoHideDuration={5000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert
          severity={notice.kind === 'removed' ? 'success' : 'error'}
          variant="filled"
          role={notice.kind === 'removed' ? 'status' : 'alert'}
          onClose={onClose}
          // MUI names the button "Close" in English whatever the page's language.
          closeText={t('common:actions.close')}
        >
          {t(`list.${notice.kind}`, { name: notice.name })}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
