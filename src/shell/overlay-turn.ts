import type { WelcomeStatus } from '@/features/welcome/hooks/use-welcome';

/** Where the visitor's cookie choice stands: unknown until hydration, then made or not. */
export type ConsentState = 'pending' | 'undecided' | 'decided';

/** The one floating element that may be on screen. */
export type OverlayTurn = 'welcome' | 'cookie-notice' | 'install' | 'whatsapp' | 'none';

/**
 * One overlay at a time (issue 26: on a first visit the welcome dialog, the cookie notice and
 * the WhatsApp button all showed at once, over the bottom navigation). The welcome dialog
 * first where it is offered, then the cookie notice until the visitor chooses, and the
 * WhatsApp button only when neither is waiting. The install offer (issue 41), when due, takes
 * the WhatsApp button's turn until it is answered: both sit at the bottom of the screen.
 *
 * Before hydration no cookie can be read: the cookie notice is then in the server HTML, and
 * the flags on <html> hide it where it is not wanted (cookie-banner.tsx); the WhatsApp button
 * waits, as it may have to give way a moment later.
 */
export function overlayTurn(
  welcome: WelcomeStatus,
  consent: ConsentState,
  installDue = false,
): OverlayTurn {
  if (welcome === 'due') return 'welcome';
  if (consent !== 'decided') return 'cookie-notice';
  if (welcome !== 'done') return 'none';
  return installDue ? 'install' : 'whatsapp';
}
