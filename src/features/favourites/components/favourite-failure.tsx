import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'next-i18next/pages';

type Props = { open: boolean; onClose: () => void };

/** "Could not update your wish list": loaded by FavouriteToggle the first time it fails. */
export default function FavouriteFailure({ open, onClose }: Props) {
  const { t } = useTranslation('favourites');
  return (
    <Snackbar
      open={open}
      autoHideDuration={6000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={onClose}>
        {t('toggle.failed')}
      </Alert>
    </Snackbar>
  );
}
