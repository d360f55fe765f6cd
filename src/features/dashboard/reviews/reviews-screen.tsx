import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { StaffReview } from '@/contracts/reviews';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import {
  REVIEWS_PAGE_SIZE,
  useModerateReview,
  useStaffReviews,
  type ReviewsShown,
} from '../api/staff-reviews';
import { CardGrid } from '../components/card-screen';
import { PageNav } from '../components/page-nav';
import { ReviewCard } from './review-card';

// The dialog and its form (react-hook-form, zod) load when a seller first replies.
const ReplyDialog = dynamic(() => import('./reply-dialog'), { ssr: false });

const SHOWN: readonly ReviewsShown[] = ['all', 'unpublished', 'published'];

/**
 * /dashboard/reviews: what shoppers wrote of what they bought (GET /admin/reviews), newest
 * first, a page at a time, narrowed to published or not and by words. A seller publishes or
 * hides each review and answers it; every save asks the list again and says what it did.
 */
export function ReviewsScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [shown, setShown] = useState<ReviewsShown>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(search);
  const { data, error, mutate, isLoading } = useStaffReviews({ shown, q }, page, locale);
  const moderate = useModerateReview(locale);
  const [busy, setBusy] = useState<number>();
  const [saved, setSaved] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [replying, setReplying] = useState<StaffReview>();
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / REVIEWS_PAGE_SIZE));

  const publish = async (review: StaffReview, published: boolean) => {
    setBusy(review.id);
    setSaved(undefined);
    setFailure(undefined);
    const named = { customer: review.customer.name, product: review.item.name };
    try {
      await moderate(review.id, { published });
      setSaved(t(published ? 'reviews.published' : 'reviews.hidden', named));
    } catch (caught) {
      setFailure(errorEnvelopeOf(caught)?.message ?? t('reviews.saveFailed'));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Box>
      <Typography component="h1" variant="h2">
        {t('screens.reviews.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('screens.reviews.description')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <MuiTextField
          select
          label={t('reviews.shown')}
          value={shown}
          onChange={(event) => {
            setShown(event.target.value as ReviewsShown);
            setPage(1);
          }}
          sx={{ minWidth: 220 }}
        >
          {SHOWN.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`reviews.show.${value}`)}
            </MenuItem>
          ))}
        </MuiTextField>
        <MuiTextField
          type="search"
          label={t('reviews.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          slotProps={{ htmlInput: { maxLength: 80, inputMode: 'search' } }}
          fullWidth
        />
      </Stack>
      {saved ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setSaved(undefined)}>
          {saved}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setFailure(undefined)}>
          {failure}
        </Alert>
      ) : null}
      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Stack spacing={1.5} aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={220} />
          ))}
        </Stack>
      ) : data.reviews.length === 0 ? (
        <EmptyState
          icon={<RateReviewOutlinedIcon fontSize="inherit" />}
          title={t('reviews.emptyTitle')}
          message={t('reviews.emptyMessage')}
        />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('reviews.found', { count: formatNumber(data.total, locale) })}
          </Typography>
          <CardGrid>
            {data.reviews.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                busy={busy === review.id}
                onPublish={(target, published) => void publish(target, published)}
                onReply={(target) => {
                  setSaved(undefined);
                  setFailure(undefined);
                  setReplying(target);
                }}
              />
            ))}
          </CardGrid>
          <PageNav label={t('reviews.pages')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
      {replying ? (
        <ReplyDialog
          review={replying}
          onCancel={() => setReplying(undefined)}
          onSaved={(review) => {
            setReplying(undefined);
            const named = { customer: review.customer.name, product: review.item.name };
            setSaved(t(review.reply ? 'reviews.replySaved' : 'reviews.replyRemoved', named));
          }}
        />
      ) : null}
    </Box>
  );
}
