import { publicEnv } from '@/config/public-env';
import { Analytics } from '@/features/consent/components/analytics';
import { CookieBanner } from '@/features/consent/components/cookie-banner';
import { WhatsAppButton } from '@/features/contact/components/whatsapp-button';
import { WelcomeGate } from '@/features/welcome/components/welcome-gate';
import type { Locale } from '@/lib/i18n/locales';

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

/** What floats over every page: welcome dialog, cookie notice, WhatsApp, analytics. */
export function GlobalOverlays({ locale, pathname }: { locale: Locale; pathname: string }) {
  return (
    <>
      {isStaffPage(pathname) ? null : <WhatsAppButton locale={locale} />}
      <CookieBanner
        variant={publicEnv.NEXT_PUBLIC_CONSENT_VARIANT}
        acceptOnScroll={publicEnv.NEXT_PUBLIC_CONSENT_ACCEPT_ON_SCROLL}
      />
      <WelcomeGate />
      <Analytics ids={analyticsIds} />
    </>
  );
}
