import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'next-i18next/pages';
import type { DriverStop } from '@/contracts/driver-rounds';
import type { OrderLine } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

const kg = (weight: number, t: TFunction, locale: unknown) =>
  t('driver:stop.kg', { kg: formatNumber(weight, locale, 3) });

/**
 * A line as it is handed over: "2 kg · Duck breast", or by the piece's weight
 * "2 × 1.5 kg · White chicken · Cut in 8", so the bags can be counted at the door.
 */
function lineText(line: OrderLine, t: TFunction, locale: unknown): string {
  const name = [line.name, ...line.options.map((option) => option.name)].join(' · ');
  const qty = formatNumber(line.qty, locale);
  return line.weight === null
    ? t('driver:stop.lineByUnit', { qty, unit: line.unit, name })
    : t('driver:stop.lineByWeight', { qty, weight: kg(line.weight, t, locale), name });
}

/**
 * What to hand over and what to take: the order's lines (with the weight the shop weighed),
 * the shopper's notes, and the exact amount to collect, large.
 */
export function StopLines({ stop }: { stop: DriverStop }) {
  const { t } = useTranslation('driver');
  const locale = useLocale();
  const { order } = stop;
  return (
    <Box>
      <Typography component="h4" variant="h6">
        {t('stop.lines')}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
        {order.items.map((line) => (
          <li key={line.id} data-testid="stop-line">
            <Typography>{lineText(line, t, locale)}</Typography>
            {line.weighed_weight === null ? null : (
              <Typography variant="body2" color="text.secondary">
                {t('stop.weighed', { weight: kg(line.weighed_weight, t, locale) })}
              </Typography>
            )}
          </li>
        ))}
      </Box>
      {order.notes ? (
        <Box sx={{ mt: 1.5 }}>
          <Typography component="h4" variant="h6">
            {t('stop.notes')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="stop-notes">
            {order.notes}
          </Typography>
        </Box>
      ) : null}
      <Box
        sx={{
          mt: 2,
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        {/* A cash refund owed to the shopper larger than the order: the driver pays it out. */}
        <Typography sx={{ fontWeight: 600 }}>
          {stop.amount_due < 0 ? t('stop.toHandBack') : t('stop.toCollect')}
        </Typography>
        <Typography component="p" variant="h3" data-testid="stop-due">
          {formatMoney(Math.abs(stop.amount_due), locale)}
        </Typography>
      </Box>
      {order.estimated ? (
        <Typography variant="body2" color="warning.dark">
          {t('stop.estimated')}
        </Typography>
      ) : null}
    </Box>
  );
}
