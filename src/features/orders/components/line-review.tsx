import Button from '@mui/material/Button';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { Order, OrderLine } from '@/contracts/order';
import { canEditReview, canReview, reviewOf } from '../model/feedback';
import { OwnReview } from './own-review';
import { ReviewForm } from './review-form';

type Props = {
  order: Order;
  line: OrderLine;
  /** When the page was opened: an edit offered then stays offered until it is reloaded. */
  now: number;
};

/**
 * Under a delivered line: "Rate this product", or the shopper's review with "Edit" while it
 * may change. Loaded with the delivered order only (order-feedback.tsx).
 */
export function LineReview({ order, line, now }: Props) {
  const { t } = useTranslation('orders');
  const review = reviewOf(order, line.item_id);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const mayWrite = canReview(order, now);

  if (editing) {
    return (
      <ReviewForm
        orderId={order.id}
        itemId={line.item_id}
        itemName={line.name}
        review={review}
        onSaved={() => {
          setEditing(false);
          setSaved(true);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  if (review) {
    return (
      <>
        <OwnReview
          review={review}
          itemName={line.name}
          onEdit={mayWrite && canEditReview(review, now) ? () => setEditing(true) : undefined}
        />
        {saved ? (
          <Typography
            role="status"
            variant="body2"
            color="success.dark"
            sx={{ mt: 0.5 }}
            data-testid="review-saved"
          >
            {t('review.saved')}
          </Typography>
        ) : null}
      </>
    );
  }
  if (!mayWrite) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<StarBorderRounded />}
      onClick={() => setEditing(true)}
      aria-label={t('review.rateLabel', { name: line.name })}
      sx={{ mt: 1 }}
    >
      {t('review.rate')}
    </Button>
  );
}
