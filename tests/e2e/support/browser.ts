import { existsSync } from 'node:fs';

/**
 * Debian's build of Chromium's "old" headless shell (package chromium-headless-shell), the
 * browser Playwright itself uses for headless runs when it can download one. The full browser
 * in its new headless mode starts a WebUI renderer for the browser's own window with every
 * test's context: on two cores the same 42 journeys took 98 s there and 67 s here, with a third
 * less CPU (docs/testing.md, "Chromium"). Flags such as --disable-gpu changed nothing measurable.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/** CHROMIUM_PATH wins; otherwise the headless shell, or the full browser where it is missing. */
export function chromiumPath(): string {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return chosen;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER;
}
