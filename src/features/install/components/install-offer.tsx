import dynamic from 'next/dynamic';
import type { InstallOfferKind } from '@/lib/install-offer/offer-due';

/** Loaded only when an offer is due: pages carry none of the card's bytes at first load. */
const InstallCard = dynamic(() => import('./install-card').then((m) => m.InstallCard), {
  ssr: false,
});

/** The install card, when it is due and its turn (global-overlays.tsx decides both). */
export function InstallOffer({ kind }: { kind: InstallOfferKind | undefined }) {
  return kind ? <InstallCard kind={kind} /> : null;
}
