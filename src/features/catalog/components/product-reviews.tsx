import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ProductRating } from '@/components/product/product-rating';
import { LoadError } from '@/components/ui/load-error';
import type { Item } from '@/contracts/catalog';
import { useLocale } from '@/lib/i18n/use-locale';
import { useItemReviews } from '../api/get-item-reviews';
import { ReviewItem } from './review-item';
import { SectionHeader } from './section-header';

type Props = { item: Pick<Item, 'id' | 'rating' | 'reviews_count'> };

/**
 * "Reviews" under a product: the average and count the product carries, then the published
 * reviews a page at a time. Loaded as the shopper scrolls near it (product-view.tsx): its
 * code, the stars and the call are none of the product page's first load.
 */
export default function ProductReviews({ item }: Props) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const { data, error, size, setSize, isValidating, mutate } = useItemReviews(
    item.id,
    item.reviews_count,
    locale,
  );
  const reviews = data?.flatMap((page) => page.reviews) ?? [];
  const more = data?.[data.length - 1]?.more ?? false;
  // The next page is asked for and not here yet.
  const loadingMore = isValidating && data !== undefined && data.length < size;

  return (
    <Container
      component="section"
      id="reviews"
      aria-labelledby="reviews-title"
      sx={{ py: { xs: 3, md: 4 } }}
      data-testid="product-reviews"
    >
      <SectionHeader id="reviews-title" title={t('reviews.title')} />
      {item.reviews_count === 0 ? (
        <Typography color="text.secondary" data-testid="reviews-none">
          {t('reviews.none')}
        </Typography>
      ) : (
        <>
          <ProductRating rating={item.rating} count={item.reviews_count} />
          {data ? (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
              {reviews.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </Box>
          ) : error ? null : (
            <Box aria-busy="true" sx={{ minHeight: 120 }} />
          )}
          {error ? (
            <Box sx={{ mt: 2 }}>
              <LoadError onRetry={() => void mutate()} />
            </Box>
          ) : null}
          {more ? (
            <Button
              variant="outlined"
              onClick={() => void setSize(size + 1)}
              disabled={loadingMore}
              startIcon={
                loadingMore ? <CircularProgress size={18} color="inherit" aria-hidden /> : null
              }
              sx={{ mt: 2 }}
            >
              {loadingMore ? t('reviews.loading') : t('reviews.more')}
            </Button>
          ) : null}
        </>
      )}
    </Container>
  );
}
