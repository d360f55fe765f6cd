import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState, type ReactNode } from 'react';
import { Price } from '@/components/product/price';
import type { DemoProduct } from '@/contracts/demo/demo-entities';
import { ColourPicker } from './colour-swatches';
import { DemoRating } from './demo-product-card';
import { DemoProductGallery } from './demo-product-gallery';
import { salePrice } from './sale-price';
import { SampleText } from './sample-text';

type Props = {
  product: DemoProduct;
  /** The cart's button (composed by the page). */
  action?: ReactNode;
};

/**
 * The top of a sample product's page: its pictures, then its name as the page's heading, the
 * stars, the price after the discount, the category, a choice of finish and the page's action.
 */
export function DemoProductDetails({ product, action }: Props) {
  const { t } = useTranslation('demo-products');
  const [colour, setColour] = useState(0);
  const discounted = product.discount > 0;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gap: { xs: 3, md: 5 },
        alignItems: 'start',
      }}
    >
      <DemoProductGallery title={product.title} pictures={product.imgGroup} />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
        {product.status === 'New' ? (
          <Chip
            size="small"
            label={t('card.new')}
            sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700 }}
          />
        ) : null}
        <Typography component="h1" variant="h2">
          <SampleText>{product.title}</SampleText>
        </Typography>
        <DemoRating rating={product.rating} count={product.reviewCount} size="medium" />
        <Price
          price={salePrice(product)}
          oldPrice={discounted ? product.price : null}
          discount={product.discount}
          unit={product.unit}
          size="large"
        />
        {product.category ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('details.category')}:{' '}
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {/* The category is a catalogue key ("health&beauty", "grocery1"): labelled here. */}
              {t(`categories.${product.category}`, { defaultValue: product.category })}
            </Box>
          </Typography>
        ) : null}
        {product.productColors ? (
          <ColourPicker colours={product.productColors} value={colour} onChange={setColour} />
        ) : null}
        {action ? <Box sx={{ width: '100%', maxWidth: 360 }}>{action}</Box> : null}
      </Box>
    </Box>
  );
}
