import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { DemoShopSlug } from '@/contracts/demo/demo-shops';

/**
 * The shop's name as the page's heading, and a plain word that this is a demo: a shopper who
 * lands here from a search must not think these products are sold by the poultry shop.
 */
export function DemoShopHeading({ slug }: { slug: DemoShopSlug }) {
  const { t } = useTranslation('demo');
  return (
    <Box component="header" sx={{ pt: { xs: 2, md: 3 }, pb: 1 }}>
      <Typography component="h1" variant="h1">
        {t(`shops.${slug}.name`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t(`shops.${slug}.tagline`)}
      </Typography>
      <Alert severity="info" sx={{ mt: 2 }} data-testid="demo-notice">
        <Box component="strong" sx={{ marginInlineEnd: 1 }}>
          {t('notice.label')}
        </Box>
        {t('notice.text')}{' '}
        <Link component={ShopLink} href="/" color="inherit" sx={{ fontWeight: 600 }}>
          {t('notice.backToShop')}
        </Link>
      </Alert>
    </Box>
  );
}
