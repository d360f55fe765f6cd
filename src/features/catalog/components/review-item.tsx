import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { PublicReview } from '@/contracts/reviews';
import { formatDate } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

/** One published review: who, the stars, when, that they bought it, what they said, the reply. */
export function ReviewItem({ review }: { review: PublicReview }) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  return (
    <Box
      component="li"
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}
      data-testid="product-review"
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }} dir="auto">
          {review.name}
        </Typography>
        {review.verified ? (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', color: 'success.dark' }}
            data-testid="review-verified"
          >
            <VerifiedOutlined aria-hidden sx={{ fontSize: 18 }} />
            <Typography component="span" variant="body2">
              {t('reviews.verified')}
            </Typography>
          </Stack>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Rating
          value={review.rating}
          readOnly
          size="small"
          getLabelText={(value) =>
            t('reviews.stars', { count: value, n: formatNumber(value, locale) })
          }
        />
        <Typography component="span" variant="body2" color="text.secondary">
          {formatDate(review.created_at, locale)}
        </Typography>
      </Stack>
      {review.comment ? (
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto">
          {review.comment}
        </Typography>
      ) : null}
      {review.reply ? (
        <Box
          sx={{
            mt: 1,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            borderInlineStart: (theme) => `3px solid ${theme.palette.primary.main}`,
          }}
          data-testid="review-reply"
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('reviews.reply')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
