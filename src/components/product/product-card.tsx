import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { Item } from '@/contracts/catalog';
import { formatNumber } from '@/lib/format/number';
import { Tag } from '@/components/ui/tag';
import { Price } from './price';
import { ProductImage } from './product-image';
import { ProductRating } from './product-rating';
import { CardTitle } from './card-title';

type Props = {
  item: Item;
  /** The cart's button (the page puts it in: features do not import each other). */
  action?: ReactNode;
  /**
   * The favourite toggle, over the picture's top inline-start corner. The floating WhatsApp
   * button holds the screen's bottom inline-end corner (whatsapp-fab.tsx), where the cards of
   * the inline-end column scroll past: a heart at their inline-end corner slid under it and
   * could not be pressed (issue 38). At the inline-start corner it is half a screen away.
   * The sold-out and live tags, which are not pressed, take the other corner.
   */
  favourite?: ReactNode;
  /** The first cards above the fold load their picture eagerly. */
  priority?: boolean;
  /** The name's heading level: h3 under a section's h2, h2 directly under the page's h1. */
  headingComponent?: 'h2' | 'h3';
};

/** Stock at or below this is shown as "only N left": it helps a shopper decide now. */
const LOW_STOCK = 5;

/**
 * One product in a grid. The name is the link; it stretches over the whole card so the
 * picture is clickable too, while the action and favourite controls sit above it.
 */
export function ProductCard({ item, action, favourite, priority, headingComponent = 'h3' }: Props) {
  const { t } = useTranslation('catalog');
  const { locale } = useRouter();
  const soldOut = !item.in_stock;

  return (
    <Card
      variant="outlined"
      data-testid="product-card"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 3 },
        '&:focus-within': { boxShadow: 3 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <ProductImage
          src={item.image}
          alt=""
          priority={priority}
          dimmed={soldOut}
          sizes="(max-width: 599px) 50vw, (max-width: 959px) 33vw, (max-width: 1279px) 25vw, 240px"
        />
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            insetInlineEnd: 8,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-end',
            gap: 0.5,
          }}
        >
          {soldOut ? <Tag tone="dark">{t('card.outOfStock')}</Tag> : null}
          {item.is_live ? <Tag tone="secondary">{t('card.live')}</Tag> : null}
        </Box>
        {favourite ? (
          <Box sx={{ position: 'absolute', top: 4, insetInlineStart: 4, zIndex: 1 }}>
            {favourite}
          </Box>
        ) : null}
      </Box>
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.75, flexGrow: 1 }}>
        <CardTitle href={`/product/${item.id}`} headingComponent={headingComponent}>
          {item.name}
        </CardTitle>
        <ProductRating rating={item.rating} count={item.reviews_count} />
        <Box sx={{ mt: 'auto' }}>
          <Price
            price={item.price}
            oldPrice={item.old_price}
            discount={item.discount}
            unit={item.unit}
          />
          {!soldOut && item.stock <= LOW_STOCK ? (
            <Typography variant="body2" sx={{ color: 'error.dark', fontWeight: 600, mt: 0.5 }}>
              {/* kg say their unit: «باقي ٣ بس» of a kg item was read as three birds. */}
              {item.unit_code === 'kg'
                ? t('card.lowStockWeighed', {
                    n: formatNumber(item.stock, locale, 3),
                    unit: item.unit,
                  })
                : t('card.lowStock', { n: formatNumber(item.stock, locale) })}
            </Typography>
          ) : null}
        </Box>
        {action ? <Box sx={{ position: 'relative', zIndex: 1, mt: 0.5 }}>{action}</Box> : null}
      </Box>
    </Card>
  );
}
