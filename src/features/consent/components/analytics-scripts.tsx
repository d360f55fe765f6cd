import { useRouter } from 'next/router';
import Script from 'next/script';
import { useEffect, useState } from 'react';
import {
  type AnalyticsIds,
  initMetaPixel,
  initTagManager,
  initTikTokPixel,
  trackPageView,
} from '../analytics/vendors';

const initialised = new Map<string, string>();

/** Strict mode and remounts must not initialise a vendor (and count a page view) twice. */
function once(key: string, init: () => string): string {
  const known = initialised.get(key);
  if (known) return known;
  const src = init();
  initialised.set(key, src);
  return src;
}

/** The vendors' queues and scripts, loaded by Analytics once the visitor has accepted. */
export default function AnalyticsScripts({ ids }: { ids: AnalyticsIds }) {
  const router = useRouter();
  // Queues are set up during the first render, before the scripts can arrive.
  const [sources] = useState(() => ({
    gtm: ids.gtm ? once(`gtm:${ids.gtm}`, () => initTagManager(ids.gtm ?? '')) : undefined,
    metaPixel: ids.metaPixel
      ? once(`meta:${ids.metaPixel}`, () => initMetaPixel(ids.metaPixel ?? ''))
      : undefined,
    tiktokPixel: ids.tiktokPixel
      ? once(`tiktok:${ids.tiktokPixel}`, () => initTikTokPixel(ids.tiktokPixel ?? ''))
      : undefined,
  }));

  // `html[data-analytics="loaded"]`: the vendors' scripts have been asked for. next/script
  // appends them in its own effects, which run before this one. The browser tests wait for it
  // before they count tracker requests: on a busy runner the pause between this chunk's
  // arrival and the scripts' requests outlasted a wait for the network to go quiet.
  useEffect(() => {
    document.documentElement.dataset.analytics = 'loaded';
  }, []);

  useEffect(() => {
    router.events.on('routeChangeComplete', trackPageView);
    return () => router.events.off('routeChangeComplete', trackPageView);
  }, [router.events]);

  return (
    <>
      {sources.gtm && <Script id="gtm" src={sources.gtm} strategy="afterInteractive" />}
      {sources.metaPixel && (
        <Script id="meta-pixel" src={sources.metaPixel} strategy="afterInteractive" />
      )}
      {sources.tiktokPixel && (
        <Script id="tiktok-pixel" src={sources.tiktokPixel} strategy="afterInteractive" />
      )}
    </>
  );
}
