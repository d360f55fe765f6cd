import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import SetMealOutlined from '@mui/icons-material/SetMealOutlined';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { Item } from '@/contracts/catalog';
import { Price } from '@/components/product/price';
import { Tag } from '@/components/ui/tag';
import { ProductRating } from '@/components/product/product-rating';
import { StockState } from './stock-state';

type Props = { item: Item; action?: ReactNode; favourite?: ReactNode };

/** Name, rating, price, unit, stock, the cart and favourite controls, and the description. */
export function ProductSummary({ item, action, favourite }: Props) {
  const { t } = useTranslation('product');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {item.category_name}
          </Typography>
          <Typography component="h1" variant="h1" sx={{ mt: 0.5 }}>
            {item.name}
          </Typography>
        </Box>
        {favourite}
      </Box>
      {item.reviews_count > 0 ? (
        <ProductRating rating={item.rating} count={item.reviews_count} />
      ) : (
        // Only customers who received it rate a product: until one has, the page says so
        // where the stars will be, rather than leave shoppers to wonder.
        <Typography variant="body2" color="text.secondary" data-testid="no-reviews-yet">
          {t('reviews.noneYet')}
        </Typography>
      )}
      <Price
        price={item.price}
        oldPrice={item.old_price}
        discount={item.discount}
        unit={item.unit}
        size="large"
      />
      {item.is_live ? (
        <Tag tone="outlined" size="medium" sx={{ alignSelf: 'flex-start', py: 0.5 }}>
          {t('details.live')}
        </Tag>
      ) : null}
      <StockState
        stock={item.stock}
        maxPerOrder={item.max_per_order}
        byKg={item.unit_code === 'kg'}
        unit={item.unit}
      />
      {action ? <Box sx={{ maxWidth: { sm: 360 } }}>{action}</Box> : null}
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, color: 'text.secondary' }}
      >
        {[
          { key: 'delivery', Icon: LocalShippingOutlined },
          { key: 'fresh', Icon: SetMealOutlined },
        ].map(({ key, Icon }) => (
          <Box component="li" key={key} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Icon aria-hidden fontSize="small" sx={{ color: 'primary.dark' }} />
            <Typography variant="body2">{t(`details.${key}`)}</Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <section aria-labelledby="description-title">
        <Typography id="description-title" component="h2" variant="h4">
          {t('details.description')}
        </Typography>
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line', lineHeight: 1.8 }}>
          {item.description}
        </Typography>
      </section>
    </Box>
  );
}
