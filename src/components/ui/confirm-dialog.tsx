import dynamic from 'next/dynamic';
import { useLatch } from '@/lib/use-latch';
import type { ConfirmDialogProps } from './confirm-dialog-view';

export type { ConfirmDialogProps } from './confirm-dialog-view';

// A dialog (modal, focus trap, backdrop, transitions) is about 9 kB gzip that a page showing a
// "Cancel order" or "Delete" button needs only once the shopper presses it.
const ConfirmDialogView = dynamic(() => import('./confirm-dialog-view'), { ssr: false });

/**
 * A question before something that cannot be undone (confirm-dialog-view.tsx). Its code loads
 * the first time it opens, and it stays mounted from then on, so closing can animate.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return useLatch(props.open) ? <ConfirmDialogView {...props} /> : null;
}
