import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

export type ConfirmDialogProps = {
  open: boolean;
  /** For aria-labelledby: unique on the page. */
  titleId: string;
  title: string;
  message: ReactNode;
  /** The destructive action's label, and what it says while it runs. */
  confirmLabel: string;
  busyLabel: string;
  /** The way out that changes nothing. */
  keepLabel: string;
  busy: boolean;
  /** Why the action failed, in the shopper's language; shown inside the dialog. */
  failure?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** After the closing animation (focus can move then without the dialog taking it back). */
  onExited?: () => void;
};

/**
 * A question before something that cannot be undone (deleting an address, cancelling an
 * order): the safe choice first, the destructive one in the error colour, and a failure
 * shown where the shopper is looking. Closing is refused while the action runs.
 */
export default function ConfirmDialogView(props: ConfirmDialogProps) {
  const { open, titleId, title, message, busy, failure, onConfirm, onClose, onExited } = props;
  return (
    <Dialog
      slotProps={{ transition: { onExited } }}
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {props.keepLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained">
          {busy ? props.busyLabel : props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
