import type { Locale } from '@/lib/i18n/locales';
import { manifestPath } from '../model/manifest-path';
import { APPLE_TOUCH_ICON } from '../model/web-manifest';

/**
 * The installable app's tags, for _document (server only: no page JavaScript). The manifest
 * is the visitor's language's; a client-side language switch points it at the other one
 * (document-locale.tsx). Safari before iOS 16.4 ignores the manifest's `display` and icons:
 * the apple-* tags give it the home-screen icon and the full-screen launch.
 */
export function InstallHeadTags({ locale }: { locale: Locale }) {
  return (
    <>
      <link rel="manifest" href={manifestPath(locale)} />
      <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />
      <meta name="apple-mobile-web-app-capable" content="yes" />
      <meta name="mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-status-bar-style" content="default" />
    </>
  );
}
