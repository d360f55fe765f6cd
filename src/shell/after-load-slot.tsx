import dynamic from 'next/dynamic';
import { afterLoad } from '@/lib/browser/after-load';
import type { Locale } from '@/lib/i18n/locales';

/*
 * What every page starts only once it has loaded and the browser is idle (issue 41): the
 * shop's service worker with its new-version offer, and the outbox of orders kept offline.
 * One chunk for all of it: every async chunk also costs every page an entry in webpack's
 * runtime, which is first-load JavaScript, and the storefront's budget is nearly spent.
 */
const AfterLoadShell = dynamic(
  () => afterLoad().then(() => import('./after-load-shell').then((m) => m.AfterLoadShell)),
  { ssr: false },
);

export function AfterLoadSlot({ pathname, locale }: { pathname: string; locale: Locale }) {
  return <AfterLoadShell pathname={pathname} locale={locale} />;
}
