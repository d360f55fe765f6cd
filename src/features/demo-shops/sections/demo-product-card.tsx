import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { Price } from '@/components/product/price';
import { ProductImage } from '@/components/product/product-image';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';
import type { DemoProduct } from '@/contracts/demo/demo-entities';
import { formatNumber, formatPercent } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { ColourSwatches } from './colour-swatches';
import { salePrice } from './sale-price';
import { SampleText } from './sample-text';
import { CardTitle } from '@/components/product/card-title';

type Props = {
  product: DemoProduct;
  /** Where the title links to (the page decides: a demo product page, a search...). */
  href: string;
  /** The cart's button (composed by the page). */
  action?: ReactNode;
  /** h3 under a section's h2; h4 where the section has its own sub-headings. */
  headingComponent?: 'h3' | 'h4';
  /** Cards above the fold load their picture eagerly. */
  priority?: boolean;
};

/**
 * One sample product: picture, chips, the title as a link stretched over the whole card (so
 * the picture opens it too), stars, the price after any discount, its finishes, and the
 * page's action on top of the link.
 */
export function DemoProductCard({
  product,
  href,
  action,
  headingComponent = 'h3',
  priority,
}: Props) {
  const { t } = useTranslation('demo-products');
  const locale = useLocale();
  const discounted = product.discount > 0;
  const percent = formatPercent(product.discount, locale);

  return (
    <Card
      variant="outlined"
      data-testid="demo-product-card"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms',
        '&:hover, &:focus-within': { boxShadow: 3 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <ProductImage
          src={product.imgUrl}
          alt=""
          priority={priority}
          sizes="(max-width: 599px) 50vw, (max-width: 959px) 33vw, (max-width: 1279px) 25vw, 20vw"
        />
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            insetInlineStart: 8,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 0.5,
          }}
        >
          {discounted ? (
            <Chip
              size="small"
              color="error"
              sx={{ fontWeight: 700 }}
              label={
                <>
                  <span aria-hidden>{t('card.discountShort', { percent })}</span>
                  <Box component="span" sx={visuallyHiddenSx}>
                    {t('card.discount', { percent })}
                  </Box>
                </>
              }
            />
          ) : null}
          {product.status === 'New' ? (
            <Chip
              size="small"
              label={t('card.new')}
              sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700 }}
            />
          ) : null}
        </Box>
      </Box>
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.75, flexGrow: 1 }}>
        <CardTitle href={href} headingComponent={headingComponent}>
          <SampleText>{product.title}</SampleText>
        </CardTitle>
        <DemoRating rating={product.rating} count={product.reviewCount} />
        <Box sx={{ mt: 'auto' }}>
          {/* The discount is the chip on the picture, so the price line leaves it out. */}
          <Price
            price={salePrice(product)}
            oldPrice={discounted ? product.price : null}
            unit={product.unit}
          />
        </Box>
        {product.productColors ? <ColourSwatches colours={product.productColors} /> : null}
        {product.buttonText ? (
          <Typography
            variant="caption"
            sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: 0.5 }}
          >
            <SampleText>{product.buttonText}</SampleText>
          </Typography>
        ) : null}
        {action ? <Box sx={{ position: 'relative', zIndex: 1, mt: 0.5 }}>{action}</Box> : null}
      </Box>
    </Card>
  );
}

type RatingProps = { rating: number; count?: number; size?: 'small' | 'medium' };

/**
 * Stars to the half, and the number of reviews when the data has it; read out as one
 * sentence ("Rated 4.5 out of 5 from 12 reviews").
 */
export function DemoRating({ rating, count, size = 'small' }: RatingProps) {
  const { t } = useTranslation('demo-products');
  const locale = useLocale();
  const value = formatNumber(rating, locale, 1);
  const reviews = count === undefined ? undefined : formatNumber(count, locale);
  return (
    <Box
      role="img"
      aria-label={
        reviews === undefined
          ? t('rating.label', { rating: value })
          : t('rating.labelWithCount', { rating: value, n: reviews })
      }
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      <Rating
        value={rating}
        precision={0.5}
        readOnly
        size={size}
        aria-hidden
        sx={{ color: 'warning.dark' }}
      />
      {reviews === undefined ? null : (
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {`(${reviews})`}
        </Typography>
      )}
    </Box>
  );
}
