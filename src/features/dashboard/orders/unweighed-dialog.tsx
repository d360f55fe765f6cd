import dynamic from 'next/dynamic';
import { useLatch } from '@/lib/use-latch';
import type { UnweighedDialogProps } from './unweighed-dialog-view';

// The dialog's code (modal, focus trap, transitions: ConfirmDialog's reasoning) is needed only
// once a seller sends out an order with lines not weighed: the queue's first load goes without.
const UnweighedDialogView = dynamic(() => import('./unweighed-dialog-view'), { ssr: false });

/**
 * The question before sending out an order whose lines sold by weight are not all weighed
 * (unweighed-dialog-view.tsx). Its code loads the first time it opens and stays mounted from
 * then on, so closing can animate.
 */
export function UnweighedDialog(props: UnweighedDialogProps) {
  return useLatch(Boolean(props.order)) ? <UnweighedDialogView {...props} /> : null;
}
