import dynamic from 'next/dynamic';
import type { AnalyticsIds } from '../analytics/vendors';
import { useConsent } from '../hooks/use-consent';

// The vendors' loaders (and next/script's component) arrive only for a visitor who accepted,
// and only in a build with analytics ids: nothing of them is in anyone's first load.
const AnalyticsScripts = dynamic(() => import('./analytics-scripts'), { ssr: false });

/**
 * Loads each configured vendor only after the visitor accepted cookies. Nothing loads by
 * default or after a decline; scripts load after hydration, asynchronously, so they never
 * block rendering.
 */
export function Analytics({ ids }: { ids: AnalyticsIds }) {
  const { status } = useConsent();
  if (status !== 'accepted' || !(ids.gtm || ids.metaPixel || ids.tiktokPixel)) return null;
  return <AnalyticsScripts ids={ids} />;
}
