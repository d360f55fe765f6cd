import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateNext from '@mui/icons-material/NavigateNext';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { Category } from '@/contracts/catalog';

type Props = { name: string; category: Pick<Category, 'slug' | 'name'> | null };

/** Home › category › product: the way back up, and where the product belongs. */
export function ProductBreadcrumbs({ name, category }: Props) {
  const { t } = useTranslation('product');
  return (
    <Breadcrumbs
      aria-label={t('breadcrumbs.label')}
      separator={
        <NavigateNext
          fontSize="small"
          sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
        />
      }
      sx={{ mb: 2, '& ol': { flexWrap: 'nowrap' }, '& li': { minWidth: 0 } }}
    >
      <Link component={ShopLink} href="/" color="text.secondary">
        {t('breadcrumbs.home')}
      </Link>
      {category ? (
        <Link
          component={ShopLink}
          href={`/product/search/${category.slug}`}
          color="text.secondary"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {category.name}
        </Link>
      ) : null}
      <Typography color="text.primary" aria-current="page" noWrap sx={{ display: 'block' }}>
        {name}
      </Typography>
    </Breadcrumbs>
  );
}
