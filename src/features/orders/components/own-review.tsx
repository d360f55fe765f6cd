import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { Tag } from '@/components/ui/tag';
import type { OwnReview as Review } from '@/contracts/reviews';
import { formatDateTime } from '@/lib/format/date';
import { useLocale } from '@/lib/i18n/use-locale';
import { starLabel } from './star-label';

type Props = {
  review: Review;
  itemName: string;
  /** Offered while the review may still be changed. */
  onEdit?: () => void;
};

/**
 * The shopper's review as the shop has it: the stars, the comment, whether it shows under the
 * product yet (a comment waits until the shop reads it), and the shop's reply.
 */
export function OwnReview({ review, itemName, onEdit }: Props) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <Box
      sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
      data-testid="own-review"
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('review.yours')}
        </Typography>
        <Rating value={review.rating} readOnly size="small" getLabelText={starLabel(t, locale)} />
        <Tag tone="outlined" data-testid="review-state">
          {review.published ? t('review.published') : t('review.waiting')}
        </Tag>
      </Stack>
      {review.comment ? (
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto">
          {review.comment}
        </Typography>
      ) : null}
      {review.reply ? (
        <Box
          sx={{
            mt: 1,
            paddingInlineStart: 1.5,
            borderInlineStart: (theme) => `3px solid ${theme.palette.primary.main}`,
          }}
          data-testid="review-reply"
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('review.reply')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply}
          </Typography>
        </Box>
      ) : null}
      {onEdit ? (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
          <Button
            size="small"
            onClick={onEdit}
            aria-label={t('review.editLabel', { name: itemName })}
          >
            {t('review.edit')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {t('review.editUntil', { date: formatDateTime(review.editable_until, locale) })}
          </Typography>
        </Stack>
      ) : null}
    </Box>
  );
}
