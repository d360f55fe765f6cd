import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import type { StaffOrder } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { choicesText, isWeighedLine, kgText } from './line-weights';

/** Sizes in em of the slip's own size, which print sets in points (packing-slip-screen.tsx). */
const cell = { py: '0.3em', px: '0.25em', verticalAlign: 'top', textAlign: 'start' } as const;

/**
 * The slip's lines: the quantity first and in bold (what the packer reads, with the weight per
 * piece), the item with its unit price, its choices and its weighing, the line's total. The quantity column is as narrow as its widest entry.
 */
export function PackingSlipLines({ items }: { items: StaffOrder['items'] }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <Box
      component="table"
      data-testid="slip-lines"
      sx={{ width: '100%', borderCollapse: 'collapse', '& th': { fontSize: '0.85em' } }}
    >
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ ...cell, width: '1%', whiteSpace: 'nowrap' }}>
            {t('slip.qty')}
          </Box>
          <Box component="th" scope="col" sx={cell}>
            {t('slip.item')}
          </Box>
          <Box component="th" scope="col" sx={{ ...cell, textAlign: 'end' }}>
            {t('slip.total')}
          </Box>
        </tr>
      </thead>
      <tbody>
        {items.map((line) => (
          <Box
            component="tr"
            key={line.id}
            sx={{ borderTop: '1px solid', borderColor: 'common.black' }}
          >
            <Box
              component="td"
              sx={{ ...cell, fontWeight: 700, fontSize: '1.15em', whiteSpace: 'nowrap' }}
            >
              {formatNumber(line.qty, locale)}{' '}
              {line.weight === null ? line.unit : `× ${kgText(line.weight, t, locale)}`}
            </Box>
            <Box component="td" sx={cell}>
              {line.name}
              <Box component="span" sx={{ display: 'block', fontSize: '0.85em' }}>
                {t('slip.unitPrice', { price: money(line.unit_price), unit: line.unit })}
              </Box>
              {choicesText(line) ? (
                <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {choicesText(line)}
                </Box>
              ) : null}
              {isWeighedLine(line) ? (
                <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {line.weighed_weight === null
                    ? t('weights.slipToWeigh')
                    : t('weights.slipWeighed', { weight: kgText(line.weighed_weight, t, locale) })}
                </Box>
              ) : null}
            </Box>
            <Box component="td" sx={{ ...cell, textAlign: 'end', whiteSpace: 'nowrap' }}>
              {money(line.line_total)}
            </Box>
          </Box>
        ))}
      </tbody>
    </Box>
  );
}
