import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import type { StaffReview } from '@/contracts/reviews';
import { formatNumber } from '@/lib/format/number';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { lazyOnce } from '@/lib/lazy-once';
import { useModerateReview } from '../api/staff-reviews';

const loadForm = lazyOnce(() => import('./reply-form'));
const loadReplyForm = () => loadForm().then((form) => form.replyFormSchema);

const SERVER_FIELDS = ['reply'] as const;

type Props = {
  review: StaffReview;
  onCancel: () => void;
  /** Saved: with the reply as the server keeps it ('' once taken away). */
  onSaved: (review: StaffReview) => void;
};

/**
 * The shop's public answer to a review: typed in a dialog, checked as the API checks it (its
 * length, no links), saved with POST /admin/reviews/{id}. Emptied, it takes the reply away.
 * The server's reasons are shown under the field, in the page's language.
 */
export default function ReplyDialog({ review, onCancel, onSaved }: Props) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const locale = useLocale();
  const moderate = useModerateReview(locale);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { register, watch, formState, failure, submitWith, fieldHelp, errorCount } =
    useContractForm({
      contract: loadReplyForm,
      t,
      locale,
      serverFields: SERVER_FIELDS,
      fallback: t('dashboard:reviews.saveFailed'),
      defaultValues: { reply: review.reply ?? '' },
    });
  const onSubmit = submitWith((values) => moderate(review.id, { reply: values.reply }), onSaved);
  const busy = formState.isSubmitting;
  const typed = watch('reply')?.length ?? 0;
  // The limit arrives with the contract (the form's module), a moment after the dialog opens.
  const [max, setMax] = useState<number>();
  useEffect(() => {
    loadForm()
      .then((form) => setMax(form.replyMax))
      .catch(() => undefined);
  }, []);

  return (
    <Dialog
      open
      fullWidth
      fullScreen={fullScreen}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="review-reply-title"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="review-reply-title">
          {t('dashboard:reviews.replyTitle', {
            customer: review.customer.name,
            product: review.item.name,
          })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormFailure message={failure} />
            {review.comment ? (
              <Typography
                color="text.secondary"
                sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {review.comment}
              </Typography>
            ) : null}
            <TextField
              {...register('reply')}
              {...fieldHelp(
                'reply',
                max === undefined
                  ? t('dashboard:reviews.replyHintShort')
                  : t('dashboard:reviews.replyHint', {
                      typed: formatNumber(typed, locale),
                      max: formatNumber(max, locale),
                    }),
              )}
              label={t('dashboard:reviews.replyField')}
              fullWidth
              multiline
              minRows={4}
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('dashboard:reviews.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('dashboard:reviews.saving') : t('dashboard:reviews.saveReply')}
          </Button>
        </DialogActions>
        <FormErrorCount count={errorCount} />
      </form>
    </Dialog>
  );
}
