import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import StarRounded from '@mui/icons-material/StarRounded';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { formatNumber } from '@/lib/format/number';

type Props = { rating: number; count: number };

/** "★ 4.7 (386)" on screen, a full sentence for screen readers. */
export function ProductRating({ rating, count }: Props) {
  const { t } = useTranslation('catalog');
  const { locale } = useRouter();
  if (count === 0) return null;
  const value = formatNumber(rating, locale, 1);
  const reviews = formatNumber(count, locale);
  return (
    <Box
      role="img"
      aria-label={t('card.rating', { rating: value, n: reviews })}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
    >
      <StarRounded sx={{ fontSize: 18, color: 'warning.dark' }} />
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {value}
      </Typography>
      <Typography component="span" variant="body2">
        {`(${reviews})`}
      </Typography>
    </Box>
  );
}
