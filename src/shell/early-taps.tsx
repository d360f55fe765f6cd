import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect } from 'react';
import { EARLY_TAP_ATTRIBUTE } from '@/config/first-paint-names.cjs';
import { reactListens } from '@/lib/browser/early-taps';

/**
 * In _app: once the app's root has hydrated, React takes taps itself (on a part still waiting
 * to hydrate it hydrates that part first and replays the tap), so the document's first script
 * stops holding them. Those it held are replayed when the page's content has hydrated
 * (DeferredHydration). Until then a held control looks pressed.
 */
export function EarlyTaps() {
  useEffect(reactListens, []);
  return (
    <GlobalStyles styles={{ [`[${EARLY_TAP_ATTRIBUTE}]`]: { opacity: 0.6, cursor: 'progress' } }} />
  );
}
