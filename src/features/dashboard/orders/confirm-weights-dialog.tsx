import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { OrderWeightsBody, StaffOrder } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { choicesText, kgText } from './line-weights';
import { weighingPreview, type LinePreview, type WeightsQuestion } from './weighing-preview';

type Props = {
  order: StaffOrder;
  /** The weights as sent, which the server asked about. */
  body: OrderWeightsBody;
  question: WeightsQuestion;
  busy: boolean;
  /** Send the same weights again with `confirm: true`. */
  onConfirm: () => void;
  /** Back to the weights, nothing saved. */
  onBack: () => void;
};

/** "2 × 1.5 kg = 3 kg", or "0.5 kg" for one piece. */
function OrderedText({ preview }: { preview: LinePreview }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { line, orderedKg } = preview;
  const total = kgText(orderedKg, t, locale);
  const weight =
    line.qty > 1 && line.weight !== null
      ? t('weights.piecesTotal', {
          qty: formatNumber(line.qty, locale),
          weight: kgText(line.weight, t, locale),
          total,
        })
      : total;
  return <>{t('weights.confirmOrdered', { weight })}</>;
}

/**
 * The server's question before saving weights far from the estimate: each line it named, as
 * ordered and as weighed, with its new total, and what the whole order would then cost. Going
 * back saves nothing; confirming sends the same weights with `confirm: true`.
 */
export function ConfirmWeightsDialog({ order, body, question, busy, onConfirm, onBack }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const preview = weighingPreview(order, body, question.fields);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onBack}
      aria-labelledby="confirm-weights-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="confirm-weights-title">{t('weights.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question.message}</DialogContentText>
        <Stack component="ul" spacing={1.5} sx={{ m: 0, mt: 2, p: 0, listStyle: 'none' }}>
          {preview.lines.map((entry) => (
            <Typography
              key={entry.line.id}
              component="li"
              variant="body2"
              data-testid="confirm-weight-line"
            >
              <Typography component="span" variant="subtitle2" sx={{ display: 'block' }}>
                {[entry.line.name, choicesText(entry.line)].filter(Boolean).join(' · ')}
              </Typography>
              <OrderedText preview={entry} />
              <br />
              {t('weights.confirmWeighed', { weight: kgText(entry.weighedKg, t, locale) })}
              <br />
              {t('weights.confirmLineTotal', {
                total: formatMoney(entry.lineTotal, locale),
                estimate: formatMoney(entry.line.estimated_total, locale),
              })}
            </Typography>
          ))}
        </Stack>
        <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="confirm-weights-total">
          {t('weights.confirmOrderTotal', {
            total: formatMoney(preview.total, locale),
            estimate: formatMoney(order.estimated_total, locale),
          })}
        </Typography>
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onBack} disabled={busy} color="inherit">
          {t('weights.confirmBack')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained">
          {busy ? t('weights.saving') : t('weights.confirmSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
