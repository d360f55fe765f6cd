import { useEffect, useState, type ComponentType } from 'react';
import { FIRST_PAINT_FLAGS } from '@/config/first-paint-names.cjs';

type DialogProps = { open: boolean; onClose: () => void };
type Props = DialogProps & {
  /** The visitor was already using the page when the dialog was ready: it does not open. */
  onSkip: () => void;
};

/** Set by the document's first script at the visitor's first tap, key or scroll by hand. */
const startedUsing = () => document.documentElement.hasAttribute(FIRST_PAINT_FLAGS.used);

/**
 * The first-visit welcome dialog, loaded on demand (useWelcome says when it is due). On a slow
 * line its code arrives seconds after the page could be read: a shopper who has tapped, typed
 * or scrolled by then is already shopping, and a modal over that page would take the tap they
 * were making (issue 42). It opens only for a visitor who has not started.
 */
export function WelcomeGate({ open, onClose, onSkip }: Props) {
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    void import('./welcome-dialog').then(({ default: WelcomeDialog }) => {
      if (!current) return;
      if (startedUsing()) onSkip();
      else setDialog(() => WelcomeDialog);
    });
    return () => {
      current = false;
    };
  }, [open, onSkip]);

  return open && Dialog ? <Dialog open onClose={onClose} /> : null;
}
