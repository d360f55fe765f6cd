import dynamic from 'next/dynamic';
import { useLatch } from '@/lib/use-latch';
import type { ToggleNoticeProps } from './toggle-notice-view';

// A snackbar with its alert (transitions, click-away, the severity icons) is about 6 kB gzip
// that a page of switches needs only once one of them has been pressed (issue 42: the
// profile's first load is at its ceiling).
const ToggleNoticeView = dynamic(() => import('./toggle-notice-view'), { ssr: false });

/**
 * What a setting saved at once did (toggle-notice-view.tsx). Its code loads with the first
 * notice, and it stays mounted from then on, so closing can animate.
 */
export function ToggleNotice(props: ToggleNoticeProps) {
  return useLatch(props.notice !== null) ? <ToggleNoticeView {...props} /> : null;
}
