import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';

type Props = {
  itemId: number;
  /** What the server said (Item.is_favorite) before the shopper's list is loaded. */
  initial?: boolean;
  /** Names the item in the button's label, so a grid of hearts is told apart by ear. */
  itemName?: string;
};

// The notice of a failed save is rare and its Snackbar and Alert weigh about 6 kB on every
// page with a product card: it loads the first time a save fails.
const FavouriteFailure = dynamic(() => import('./favourite-failure'), { ssr: false });

/** The heart on products: pressed when the item is in the shopper's wish list. */
export function FavouriteToggle({ itemId, initial, itemName }: Props) {
  const { t } = useTranslation('favourites');
  const { pressed, busy, toggle, failed, dismissFailure } = useFavouriteToggle(itemId, initial);
  // Mounted from the first failure on, so the notice can animate out when dismissed.
  const [everFailed, setEverFailed] = useState(false);
  if (failed && !everFailed) setEverFailed(true);
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
      {everFailed ? <FavouriteFailure open={failed} onClose={dismissFailure} /> : null}
    </>
  );
}
