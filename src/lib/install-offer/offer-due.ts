/** What the shop offers: the browser's own install prompt, or Safari's steps spelled out. */
export type InstallOfferKind = 'prompt' | 'ios-guide';

/** Stored once the shopper has answered the offer: it is never made again. */
export type InstallDecision = 'accepted' | 'dismissed';

export type OfferFacts = {
  /** Visits counted so far, this one included. */
  visits: number;
  orderPlaced: boolean;
  decision: InstallDecision | undefined;
  /** Already running as the installed app. */
  standalone: boolean;
  /** The browser handed over its `beforeinstallprompt` event. */
  hasPrompt: boolean;
  /** iPhone or iPad: no prompt exists there, only Share → Add to Home Screen. */
  ios: boolean;
};

/** A second visit says the shopper came back on purpose; a first order says they will again. */
export const VISITS_BEFORE_OFFER = 2;

/**
 * Whether to offer installing now, and how. Once, at a good moment: after the first order or
 * from the second visit, never after an answer, never inside the installed app, and only
 * where the browser can install (it sent its prompt) or the shopper can (iOS).
 */
export function installOfferDue(facts: OfferFacts): InstallOfferKind | undefined {
  if (facts.standalone || facts.decision !== undefined) return undefined;
  if (!facts.orderPlaced && facts.visits < VISITS_BEFORE_OFFER) return undefined;
  if (facts.hasPrompt) return 'prompt';
  return facts.ios ? 'ios-guide' : undefined;
}
