import type { InstallDecision } from './offer-due';

/**
 * Browser-side state of the install offer. Storage keys follow the spec's style (`cart`,
 * `bazar_settings`): lower case with underscores. Nothing here may throw: private modes and
 * disabled storage only mean the offer is not remembered.
 */
export const INSTALL_STORAGE_KEYS = {
  visits: 'pwa_visits',
  decision: 'pwa_install',
  orderPlaced: 'pwa_order_placed',
  /** sessionStorage: this tab's visit is counted already (reloads and navigations are not visits). */
  visitCounted: 'pwa_visit_counted',
} as const;

/** Sent on window when a fact changes (an order placed, the browser's prompt arrived). */
export const INSTALL_OFFER_EVENT = 'shop:install-offer';

/** The browser's install prompt (Chromium only, so not in TypeScript's DOM types). */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let captured: InstallPromptEvent | undefined;

const notify = () => window.dispatchEvent(new Event(INSTALL_OFFER_EVENT));

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Not remembered: the offer may come once more on a later visit, which is harmless.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** Counts this visit once per tab, and returns the visits so far. */
export function countVisit(): number {
  const visits = Number(read(local, INSTALL_STORAGE_KEYS.visits)) || 0;
  if (read(session, INSTALL_STORAGE_KEYS.visitCounted) !== null) return visits;
  write(session, INSTALL_STORAGE_KEYS.visitCounted, '1');
  write(local, INSTALL_STORAGE_KEYS.visits, String(visits + 1));
  return visits + 1;
}

export const orderPlaced = () => read(local, INSTALL_STORAGE_KEYS.orderPlaced) !== null;

/** Called by the order-placed notice: the moment a shopper is likeliest to come back. */
export function markOrderPlaced(): void {
  if (orderPlaced()) return;
  write(local, INSTALL_STORAGE_KEYS.orderPlaced, '1');
  notify();
}

export function installDecision(): InstallDecision | undefined {
  const value = read(local, INSTALL_STORAGE_KEYS.decision);
  return value === 'accepted' || value === 'dismissed' ? value : undefined;
}

export function decideInstall(decision: InstallDecision): void {
  write(local, INSTALL_STORAGE_KEYS.decision, decision);
  notify();
}

export const capturedPrompt = () => captured;

/**
 * Keeps the browser's install prompt for the shop's own offer instead of Chrome's mini-infobar
 * over the page, and records an install made from the browser's menu as an answer.
 */
export function listenForInstallPrompt(): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    captured = event as InstallPromptEvent;
    notify();
  };
  const onInstalled = () => decideInstall('accepted');
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

/** Running as the installed app (any browser), or from an iOS home-screen icon. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  // `in`: browsers (and jsdom) without matchMedia are simply not the installed app.
  return (
    iosStandalone ||
    ('matchMedia' in window && window.matchMedia('(display-mode: standalone)').matches)
  );
}

/** iPhone, iPod or iPad (an iPad asks for the desktop site: a Mac with a touch screen). */
export function isIos(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
