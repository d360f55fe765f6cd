import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import type { OwnReview } from '@/contracts/reviews';
import { invalidGroup } from '@/lib/forms/error-focus';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { lazyOnce } from '@/lib/lazy-once';
import { useSaveReview } from '../api/save-review';
import { starLabel } from './star-label';

// The route's own body schema (reviewBodySchema), from the route schemas call() has already
// loaded for the order: zod is not in the page's first load, and no chunk of its own.
const loadReviewBody = lazyOnce(() =>
  import('@/contracts/route-schemas').then(({ ROUTE_SCHEMAS }) => ROUTE_SCHEMAS.orderReview.body),
);

const SERVER_FIELDS = ['rating', 'comment'] as const;

type Props = {
  orderId: number;
  itemId: number;
  itemName: string;
  /** The review being changed; none for a first one. */
  review?: OwnReview;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * Stars (1 to 5, each a named radio) and an optional comment, checked as the API checks them
 * (reviewBodySchema: the length, no links) and refused in the server's words otherwise.
 */
export function ReviewForm({ orderId, itemId, itemName, review, onSaved, onCancel }: Props) {
  const { t } = useTranslation(['orders', 'validation']);
  const locale = useLocale();
  const save = useSaveReview(orderId, locale);
  const id = useId();
  const { control, register, formState, failure, submitWith, fieldHelp, errorCount } =
    useContractForm({
      contract: loadReviewBody,
      t,
      locale,
      serverFields: SERVER_FIELDS,
      fallback: t('orders:review.failed'),
      defaultValues: { item_id: itemId, rating: review?.rating, comment: review?.comment ?? '' },
    });
  const onSubmit = submitWith((values) => save(values), onSaved);
  const busy = formState.isSubmitting;
  const ratingError = formState.errors.rating?.message;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('orders:review.formLabel', { name: itemName })}
      sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}
      data-testid="review-form"
    >
      <FormFailure message={failure} />
      <Box
        component="fieldset"
        aria-describedby={ratingError ? `${id}-rating-error` : undefined}
        {...invalidGroup(Boolean(ratingError))}
        sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
      >
        <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('orders:review.ratingLabel')}
        </Typography>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <Rating
              name={`${id}-rating`}
              value={typeof field.value === 'number' ? field.value : null}
              onChange={(_, value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              getLabelText={starLabel(t, locale)}
              emptyLabelText={t('orders:review.noStars')}
              size="large"
              disabled={busy}
            />
          )}
        />
        {ratingError ? (
          <Typography id={`${id}-rating-error`} variant="body2" color="error">
            {ratingError}
          </Typography>
        ) : null}
      </Box>
      <TextField
        {...register('comment')}
        {...fieldHelp('comment', t('orders:review.commentHint'))}
        label={t('orders:review.comment')}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        disabled={busy}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        >
          {busy ? t('orders:review.saving') : t('orders:review.save')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('orders:review.cancel')}
        </Button>
      </Stack>
      <FormErrorCount count={errorCount} />
    </Box>
  );
}
