import { useEffect, useState } from 'react';
import { publicEnv } from '@/config/public-env';
import { Analytics } from '@/features/consent/components/analytics';
import { CookieBanner } from '@/features/consent/components/cookie-banner';
import { useConsent } from '@/features/consent/hooks/use-consent';
import { WhatsAppButton } from '@/features/contact/components/whatsapp-button';
import { useInstallOffer } from '@/features/install/hooks/use-install-offer';
import { installTurnStore } from '@/features/install/model/install-offer-store';
import { WelcomeGate } from '@/features/welcome/components/welcome-gate';
import { useWelcome } from '@/features/welcome/hooks/use-welcome';
import type { Locale } from '@/lib/i18n/locales';
import { overlayTurn, type ConsentState } from './overlay-turn';

const analyticsIds = {
  gtm: publicEnv.NEXT_PUBLIC_GTM_ID,
  metaPixel: publicEnv.NEXT_PUBLIC_META_PIXEL_ID,
  tiktokPixel: publicEnv.NEXT_PUBLIC_TIKTOK_PIXEL_ID,
};

/**
 * Pages for the shop's staff: the shopper's "chat with the shop" button has nobody to serve
 * there (staff reach customers from each order), and on a phone it covered the screens' text.
 */
const isStaffPage = (pathname: string) =>
  pathname === '/dashboard' || pathname.startsWith('/dashboard/');

/** Where the install offer waits: a bar at the bottom of the checkout is in the way of paying. */
const noInstallOffer = (pathname: string) => pathname === '/checkout' || isStaffPage(pathname);

/**
 * The welcome dialog greets a first-time visitor only when the visit starts at the home page,
 * the shop's front door (either language). A shared link (a product, a search, a category)
 * shows what it links to first: a modal "welcome to our new store" over the product someone
 * sent is in the way of the one thing the shopper came for, and opening it later, on the way
 * to the home page, would interrupt a shopper who is already choosing. Such a visit gets the
 * cookie notice only, and the `visited` cookie is left unset, so a later visit that starts at
 * the home page still gets the welcome.
 */
const WELCOME_PAGE = '/';

/** What floats over every page, one at a time (overlay-turn.ts), and the analytics loader. */
export function GlobalOverlays({ locale, pathname }: { locale: Locale; pathname: string }) {
  // The page the visit started on: _app keeps this mounted across client-side navigations.
  const [landedOnWelcomePage] = useState(() => pathname === WELCOME_PAGE);
  const welcome = useWelcome(landedOnWelcomePage);
  const installOffer = useInstallOffer();
  const installDue = installOffer !== undefined && !noInstallOffer(pathname);
  const turn = overlayTurn(welcome.status, useConsentState(), installDue);
  // The card is drawn by the after-load chunk (install-offer.tsx), in this turn only.
  useEffect(() => installTurnStore.set(turn === 'install'), [turn]);

  return (
    <>
      <WelcomeGate open={turn === 'welcome'} onClose={welcome.dismiss} onSkip={welcome.skip} />
      <CookieBanner
        variant={publicEnv.NEXT_PUBLIC_CONSENT_VARIANT}
        acceptOnScroll={publicEnv.NEXT_PUBLIC_CONSENT_ACCEPT_ON_SCROLL}
        held={turn !== 'cookie-notice'}
        afterWelcome={welcome.status === 'pending'}
      />
      {turn === 'whatsapp' && !isStaffPage(pathname) ? <WhatsAppButton locale={locale} /> : null}
      <Analytics ids={analyticsIds} />
    </>
  );
}

function useConsentState(): ConsentState {
  const { ready, status } = useConsent();
  if (!ready) return 'pending';
  return status === undefined ? 'undecided' : 'decided';
}
