import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';

type Props = { name: string; onRemove: () => void };

/** "Remove" under a wish-list card; its accessible name says which product. */
export function RemoveFavouriteButton({ name, onRemove }: Props) {
  const { t } = useTranslation('favourites');
  return (
    <Button
      size="small"
      onClick={onRemove}
      startIcon={<DeleteOutlineIcon />}
      aria-label={t('list.removeNamed', { name })}
      data-testid="wish-list-remove"
      sx={{ color: 'text.secondary', minHeight: 36 }}
    >
      {t('list.remove')}
    </Button>
  );
}
