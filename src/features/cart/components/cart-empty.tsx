import Button from '@mui/material/Button';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { EmptyState } from '@/components/ui/empty-state';

/** What an empty cart says, with the way back to the products. */
export function CartEmpty({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <EmptyState
      icon={<ShoppingCartOutlinedIcon fontSize="inherit" />}
      title={t('empty.title')}
      message={t('empty.message')}
      action={
        <Button component={ShopLink} href="/" variant="contained" onClick={onNavigate}>
          {t('empty.action')}
        </Button>
      }
    />
  );
}
