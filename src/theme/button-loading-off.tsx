/**
 * Stands in for the spinner MUI's Button and IconButton import for their `loading` prop, in
 * production builds (next.config.js swaps it in for those two importers only). The shop shows
 * a busy button by its label ("Saving…") and disables it; no button takes `loading`, which the
 * lint config forbids, so the spinner's 1.2 kB gzip left every page's first load (issue 26).
 * Pages that show a spinner import CircularProgress themselves and get the real one.
 */
export default function ButtonLoadingOff() {
  return null;
}
