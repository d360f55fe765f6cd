import LockOutlined from '@mui/icons-material/LockOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { CashDay } from '@/contracts/driver-rounds';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { FactList } from '../components/fact-list';
import { differenceKind } from './cash-model';
import { DifferenceFlag } from './difference-flag';

// A card with a difference is marked along its top as well as in words (DifferenceFlag).
const EDGE = { short: 'error.main', over: 'warning.main', even: 'divider' } as const;

type Props = { day: CashDay; onClose: (day: CashDay) => void };

/**
 * One driver's day, made for a phone: what was due, what they recorded at the doors, what
 * they handed over, the difference, their stops; then either when it was closed (it cannot
 * change) or the way to close it, which waits until no stop is still out.
 */
export function CashDriverCard({ day, onClose }: Props) {
  const { t } = useTranslation('cash');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  const count = (value: number) => formatNumber(value, locale);
  const facts = [
    { label: t('card.expected'), value: money(day.expected) },
    { label: t('card.received'), value: money(day.received) },
    {
      label: t('card.handedOver'),
      value: day.handed_over === null ? t('card.notHandedOver') : money(day.handed_over),
    },
    {
      label: day.closed ? t('card.difference') : t('card.differenceSoFar'),
      value: <DifferenceFlag difference={day.difference} testId="cash-difference" />,
    },
    { label: t('card.delivered'), value: count(day.delivered) },
    { label: t('card.failed'), value: count(day.failed) },
    { label: t('card.stillOut'), value: count(day.open_stops) },
  ];
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`cash-driver-${day.driver.id}`}
      data-testid="cash-card"
      data-closed={day.closed}
      sx={{ p: 2, borderTop: 4, borderTopColor: EDGE[differenceKind(day.difference)] }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          id={`cash-driver-${day.driver.id}`}
          component="h2"
          variant="h4"
          sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}
        >
          {day.driver.name}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={day.closed ? 'default' : 'primary'}
          icon={day.closed ? <LockOutlined /> : <LockOpenOutlined />}
          label={day.closed ? t('card.closed') : t('card.open')}
        />
      </Stack>
      <FactList facts={facts} />
      {day.closed ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {day.closed_at
            ? t('card.closedAt', { when: formatDateTime(day.closed_at, locale) })
            : null}{' '}
          {t('card.closedNote')}
        </Typography>
      ) : (
        <Stack spacing={0.5} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
          <Button
            variant="contained"
            startIcon={<LockOutlined />}
            disabled={day.open_stops > 0}
            onClick={() => onClose(day)}
            aria-label={t('card.closeLabel', { name: day.driver.name })}
            aria-describedby={day.open_stops > 0 ? `cash-out-${day.driver.id}` : undefined}
          >
            {t('card.close')}
          </Button>
          {day.open_stops > 0 ? (
            <Typography id={`cash-out-${day.driver.id}`} variant="body2" color="text.secondary">
              {t('card.stopsOut', {
                count: day.open_stops,
                formatted: count(day.open_stops),
              })}
            </Typography>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
