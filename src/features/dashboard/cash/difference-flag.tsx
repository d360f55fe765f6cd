import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';
import { differenceKind, type DifferenceKind } from './cash-model';

// Extra cash is a mismatch to look into too, but not money lost: a warning, not an error.
const LOOK: Record<DifferenceKind, { Icon: SvgIconComponent; colour: string }> = {
  short: { Icon: ReportProblemOutlined, colour: 'error.main' },
  over: { Icon: AddCircleOutline, colour: 'warning.main' },
  even: { Icon: CheckCircleOutline, colour: 'success.main' },
};

type Props = { difference: number; testId?: string };

/**
 * A difference said in words with an icon ("EGP 20 missing", «زيادة ٢٠ ج.م.»), never by colour
 * or a minus sign alone: the amount is shown without its sign, the words say which way.
 */
export function DifferenceFlag({ difference, testId }: Props) {
  const { t } = useTranslation('cash');
  const locale = useLocale();
  const kind = differenceKind(difference);
  const { Icon, colour } = LOOK[kind];
  return (
    <Stack
      component="span"
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', display: 'inline-flex' }}
      data-testid={testId}
      data-kind={kind}
    >
      <Icon fontSize="small" sx={{ color: colour }} aria-hidden />
      <Typography component="span" variant="inherit" sx={{ fontWeight: 600 }}>
        {t(`difference.${kind}`, { amount: formatMoney(Math.abs(difference), locale) })}
      </Typography>
    </Stack>
  );
}
