import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import ShopLink from '@/components/ui/shop-link';
import type { WeekRating } from '@/contracts/shop-summary';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { RatingStars } from '../components/rating-stars';
import { dashboardPath } from '../model/dashboard-screens';
import { complaintsHref } from '../refunds/complaint-model';

type Props = { openComplaints: number; weekRating: WeekRating };

/**
 * What shoppers say: the complaints still owed an answer (a way into them) and this week's
 * rating from the published reviews (a way into the reviews).
 */
export function FeedbackCards({ openComplaints, weekRating }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { average, count } = weekRating;
  const cardSx = { p: 2, minHeight: 64, height: '100%' };
  return (
    <Box
      component="section"
      aria-label={t('overview.feedbackTitle')}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <Card variant="outlined" data-testid="open-complaints">
        <CardActionArea
          component={ShopLink}
          href={complaintsHref()}
          sx={{ ...cardSx, display: 'flex', justifyContent: 'space-between', gap: 2 }}
        >
          <Typography sx={{ fontWeight: 600 }}>{t('overview.openComplaints')}</Typography>
          <Typography
            component="span"
            variant="h3"
            color={openComplaints > 0 ? 'warning.dark' : 'primary.dark'}
          >
            {formatNumber(openComplaints, locale)}
          </Typography>
        </CardActionArea>
      </Card>
      <Card variant="outlined" data-testid="week-rating">
        <CardActionArea component={ShopLink} href={dashboardPath('reviews')} sx={cardSx}>
          <Typography sx={{ fontWeight: 600 }}>{t('overview.weekRating')}</Typography>
          {average === null || count === 0 ? (
            <Typography color="text.secondary">{t('overview.noReviewsThisWeek')}</Typography>
          ) : (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography component="span" variant="h3" color="primary.dark">
                {formatNumber(average, locale, 1)}
              </Typography>
              <RatingStars
                rating={average}
                label={t('overview.ratingStars', { rating: formatNumber(average, locale, 1) })}
              />
              <Typography component="span" variant="body2" color="text.secondary">
                {t('overview.reviewsCount', { count, formatted: formatNumber(count, locale) })}
              </Typography>
            </Stack>
          )}
        </CardActionArea>
      </Card>
    </Box>
  );
}
