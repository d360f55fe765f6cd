import Button from '@mui/material/Button';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';

export function BackToAddressesButton() {
  const { t } = useTranslation('addresses');
  return (
    <Button component={ShopLink} href="/address" variant="contained">
      {t('editor.toList')}
    </Button>
  );
}
