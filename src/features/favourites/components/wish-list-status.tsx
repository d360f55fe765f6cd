import dynamic from 'next/dynamic';
import { useLatch } from '@/lib/use-latch';
import type { WishListStatusProps } from './wish-list-status-view';

export type { WishListNotice } from './wish-list-status-view';

// The snackbar and its alert (about 6 kB gzip) load with the first removal, as the settings'
// notices do (toggle-notice.tsx): the wish list's first load is at the storefront's ceiling.
const WishListStatusView = dynamic(() => import('./wish-list-status-view'), { ssr: false });

/** What happened to a removal (wish-list-status-view.tsx); mounted from the first one on. */
export function WishListStatus(props: WishListStatusProps) {
  return useLatch(props.notice !== undefined) ? <WishListStatusView {...props} /> : null;
}
