import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'next-i18next/pages';
import { ToggleNotice } from '@/components/ui/toggle-notice';
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
  // The name says what pressing does now: save, or once saved, remove (issue 26: it kept
  // saying "Save … to wish list" on a saved item). aria-pressed still tells the state.
  const label = pressed
    ? itemName
      ? t('toggle.labelSavedNamed', { name: itemName })
      : t('toggle.labelSaved')
    : itemName
      ? t('toggle.labelNamed', { name: itemName })
      : t('toggle.label');

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
      {/* The notice of a failed save: its code loads the first time a save fails. */}
      <ToggleNotice
        notice={failed ? { severity: 'error', text: t('toggle.failed') } : null}
        onClose={dismissFailure}
      />
    </>
  );
}
