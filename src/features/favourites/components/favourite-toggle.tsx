import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'next-i18next/pages';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';

type Props = {
  itemId: number;
  /** What the server said (Item.is_favorite) before the shopper's list is loaded. */
  initial?: boolean;
  /** Names the item in the button's label, so a grid of hearts is told apart by ear. */
  itemName?: string;
};

/** The heart on products: pressed when the item is in the shopper's wish list. */
export function FavouriteToggle({ itemId, initial, itemName }: Props) {
  const { t } = useTranslation('favourites');
  const { pressed, busy, toggle, failed, dismissFailure } = useFavouriteToggle(itemId, initial);
  const label = itemName ? t('toggle.labelNamed', { name: itemName }) : t('toggle.label');

  return (
    <>
      <IconButton
        aria-label={label}
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        onClick={toggle}
        data-testid="favourite-toggle"
        sx={{
          bgcolor: 'background.paper',
          boxShadow: 1,
          color: pressed ? 'error.main' : 'text.secondary',
          '&:hover': { bgcolor: 'background.paper', color: 'error.main' },
        }}
      >
        {pressed ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
      <Snackbar
        open={failed}
        autoHideDuration={6000}
        onClose={dismissFailure}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={dismissFailure}>
          {t('toggle.failed')}
        </Alert>
      </Snackbar>
    </>
  );
}
