import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';

export function BackToAddressesButton() {
  const { t } = useTranslation('addresses');
  return (
    <Button component={NextLink} href="/address" variant="contained">
      {t('editor.toList')}
    </Button>
  );
}
