import { createExternalStore } from '@/lib/external-store';
import type { InstallOfferKind } from '@/lib/install-offer/offer-due';

/**
 * The install offer due now, if any: written by the watcher that the after-load chunk starts
 * (src/shell/after-load-shell.tsx), read by the overlays' turn. Undefined until then, and on
 * the server, so the server HTML never carries the offer.
 */
export const installOfferStore = createExternalStore<InstallOfferKind | undefined>(() => undefined);

/**
 * Whether it is the install offer's turn among the overlays (src/shell/overlay-turn.ts):
 * GlobalOverlays decides, the card itself lives in the after-load chunk (install-offer.tsx).
 */
export const installTurnStore = createExternalStore<boolean>(() => false);
