import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { StaffOrder } from '@/contracts/order';
import { useLocale } from '@/lib/i18n/use-locale';
import { lineText, unweighedLines } from './line-weights';

export type UnweighedDialogProps = {
  /** The order about to be sent out; none keeps the dialog closed. */
  order: StaffOrder | undefined;
  /** For aria-labelledby: unique on the page. */
  titleId: string;
  /** The queue names the order (several are on screen); its own page need not. */
  withNumber?: boolean;
  /**
   * Where "weigh" leads: from the queue, the order's page (where the weights are recorded);
   * on that page the weighing is right there, so the button only closes the question.
   */
  weighHref?: string;
  busy: boolean;
  /** Why the move failed, in the seller's language; shown inside the dialog. */
  failure?: string;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The question before sending out an order whose lines sold by weight are not all weighed:
 * the customer would then pay the estimate. It says how many and which lines, offers to weigh
 * them first (the safe choice, first) or to send the order out anyway. The order page and the
 * queue ask it alike.
 */
export default function UnweighedDialogView({
  order,
  titleId,
  withNumber,
  weighHref,
  ...props
}: UnweighedDialogProps) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  // The last order asked about stays in the dialog while it fades out.
  const [shown, setShown] = useState(order);
  if (order && order !== shown) setShown(order);
  const lines = shown ? unweighedLines(shown) : [];
  const close = props.busy ? undefined : props.onClose;
  return (
    <Dialog open={Boolean(order)} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        {withNumber && shown
          ? t('weights.warnTitleOrder', { number: shown.number })
          : t('weights.warnTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('weights.warnMessage', { count: lines.length })}</DialogContentText>
        <Typography component="ul" variant="body2" sx={{ m: 0, mt: 1, ps: 2.5 }}>
          {lines.map((line) => (
            <li key={line.id}>{lineText(line, t, locale)}</li>
          ))}
        </Typography>
        {props.failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {props.failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {weighHref ? (
          <Button component={ShopLink} href={weighHref} disabled={props.busy} color="inherit">
            {t('weights.openToWeigh')}
          </Button>
        ) : (
          <Button onClick={props.onClose} disabled={props.busy} color="inherit">
            {t('weights.weighFirst')}
          </Button>
        )}
        <Button onClick={props.onConfirm} disabled={props.busy} color="error" variant="contained">
          {props.busy ? t('weights.sending') : t('weights.sendAnyway')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
