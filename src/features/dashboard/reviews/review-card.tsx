import ReplyOutlinedIcon from '@mui/icons-material/ReplyOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import ShopLink from '@/components/ui/shop-link';
import type { StaffReview } from '@/contracts/reviews';
import { formatDateTime } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { FactList } from '../components/fact-list';
import { RatingStars } from '../components/rating-stars';
import { RowPicture } from '../components/row-picture';
import { staffOrderPath } from '../orders/order-paths';
import { reviewState, type ReviewState } from './review-state';

const STATE_COLOURS: Record<ReviewState, ChipProps['color']> = {
  published: 'success',
  waiting: 'warning',
  hidden: 'default',
};

type Props = {
  review: StaffReview;
  /** A save of this review is under way: its buttons wait. */
  busy: boolean;
  onPublish: (review: StaffReview, published: boolean) => void;
  onReply: (review: StaffReview) => void;
};

/**
 * One review, made for a phone: the product, the stars and the words, who wrote it on which
 * order, whether shoppers see it, the shop's reply; and Publish or Hide, and Reply, each named
 * for the review so that a screen reader tells one card's buttons from the next.
 */
export function ReviewCard({ review, busy, onPublish, onReply }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const state = reviewState(review);
  const named = { customer: review.customer.name, product: review.item.name };
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }} data-testid="review-card">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <RowPicture src={review.item.image} square>
            <Typography component="h2" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
              {review.item.name}
            </Typography>
          </RowPicture>
        </Box>
        <Chip
          size="small"
          color={STATE_COLOURS[state]}
          label={t(`reviews.states.${state}`)}
          data-testid="review-state"
        />
      </Stack>
      <Box sx={{ mt: 1 }}>
        <RatingStars
          rating={review.rating}
          label={t('reviews.stars', {
            rating: formatNumber(review.rating, locale),
            count: review.rating,
          })}
        />
      </Box>
      <Typography
        sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        color={review.comment ? 'text.primary' : 'text.secondary'}
        data-testid="review-comment"
      >
        {review.comment || t('reviews.noComment')}
      </Typography>
      <FactList
        facts={[
          { label: t('reviews.customer'), value: review.customer.name },
          {
            label: t('reviews.order'),
            value: (
              <ShopLink
                href={staffOrderPath(review.order.id)}
                aria-label={t('reviews.openOrder', { number: review.order.number })}
              >
                <bdi>{review.order.number}</bdi>
              </ShopLink>
            ),
          },
          { label: t('reviews.date'), value: formatDateTime(review.created_at, locale) },
        ]}
      />
      {review.verified ? (
        <Stack direction="row" spacing={0.5} sx={{ mt: 1, alignItems: 'center' }}>
          <VerifiedOutlinedIcon fontSize="small" color="success" aria-hidden />
          <Typography variant="body2">{t('reviews.verified')}</Typography>
        </Stack>
      ) : null}
      {review.reply ? (
        <Box
          sx={{ mt: 1.5, paddingInlineStart: 1.5, borderInlineStart: 3, borderColor: 'divider' }}
          data-testid="review-reply"
        >
          <Typography variant="body2" color="text.secondary">
            {review.replied_at
              ? t('reviews.repliedAt', { date: formatDateTime(review.replied_at, locale) })
              : t('reviews.reply')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply}
          </Typography>
        </Box>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        {review.published ? (
          <Button
            variant="outlined"
            startIcon={<VisibilityOffOutlinedIcon />}
            disabled={busy}
            onClick={() => onPublish(review, false)}
            aria-label={t('reviews.hideLabel', named)}
          >
            {t('reviews.hide')}
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<VisibilityOutlinedIcon />}
            disabled={busy}
            onClick={() => onPublish(review, true)}
            aria-label={t('reviews.publishLabel', named)}
          >
            {t('reviews.publish')}
          </Button>
        )}
        <Button
          startIcon={<ReplyOutlinedIcon />}
          disabled={busy}
          onClick={() => onReply(review)}
          aria-label={t(review.reply ? 'reviews.editReplyLabel' : 'reviews.replyLabel', named)}
        >
          {t(review.reply ? 'reviews.editReply' : 'reviews.replyAction')}
        </Button>
      </Stack>
    </Paper>
  );
}
