import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { RoundStop } from '@/contracts/driver-rounds';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = {
  stop: RoundStop;
  /** Reorder and remove, for a stop still to drive; undefined for one done. */
  edit?: { first: boolean; last: boolean; onMove: (delta: -1 | 1) => void; onRemove: () => void };
  busy: boolean;
};

/** What became of the stop, or where its order is while it is still to drive. */
function stopState(stop: RoundStop): string {
  if (stop.outcome !== 'pending') return `outcome.${stop.outcome}`;
  if (stop.status === 'OutForDelivery') return 'state.out';
  // Cancelled or handed over from the dashboard meanwhile: nothing left for the driver.
  if (stop.status === 'Cancelled' || stop.status === 'Delivered') return `state.${stop.status}`;
  return 'state.inShop';
}

/** One stop of a round: where, who, what to collect, and (still to drive) its place. */
export function RoundStopRow({ stop, edit, busy }: Props) {
  const { t } = useTranslation('rounds');
  const locale = useLocale();
  return (
    <Box
      component="li"
      data-testid="round-stop"
      sx={{ py: 1, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography component="span" variant="h4" sx={{ minWidth: '1.5em' }}>
          {formatNumber(stop.position, locale)}
        </Typography>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>
            <bdi dir="ltr">{stop.number}</bdi>
            {t('separator')}
            {stop.recipient}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('stopPlace', { area: stop.area, landmark: stop.address.landmark || '—' })}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={t(stopState(stop))} />
            <Chip
              size="small"
              variant="outlined"
              label={t('due', { amount: formatMoney(stop.amount_due, locale) })}
            />
            {stop.reason ? (
              <Chip size="small" variant="outlined" label={t(`reasons.${stop.reason}`)} />
            ) : null}
          </Stack>
        </Box>
        {edit ? (
          <Stack direction="row">
            <IconButton
              aria-label={t('moveUp', { number: stop.number })}
              disabled={busy || edit.first}
              onClick={() => edit.onMove(-1)}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={t('moveDown', { number: stop.number })}
              disabled={busy || edit.last}
              onClick={() => edit.onMove(1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton
              aria-label={t('remove', { number: stop.number })}
              disabled={busy}
              onClick={edit.onRemove}
            >
              <RemoveCircleOutlineIcon />
            </IconButton>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
