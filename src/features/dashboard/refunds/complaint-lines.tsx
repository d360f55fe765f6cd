import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ComplaintLine } from '@/contracts/complaints';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';
import { RowPicture } from '../components/row-picture';
import { complainedTotal } from './complaint-model';

/** The order's lines the shopper complained about: what went wrong with each, what each cost. */
export function ComplaintLines({ lines }: { lines: readonly ComplaintLine[] }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <Box sx={{ mt: 1.5 }}>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line) => (
          <Stack
            component="li"
            key={line.line_id}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            data-testid="complaint-line"
          >
            <RowPicture src={line.image} square>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {line.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`refunds.reasons.${line.reason}`)}
                </Typography>
              </Box>
            </RowPicture>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(line.line_total, locale)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="complaint-total">
        {t('refunds.linesTotal', { total: formatMoney(complainedTotal(lines), locale) })}
      </Typography>
    </Box>
  );
}
