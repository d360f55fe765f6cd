import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { server } from '@mocks/node';
import { forgetBrowserFallbacks } from '@/lib/shop-facts/use-browser-fallback';
// Component tests render staff screens without their page's shell, which adds the staff's
// routes in the shop (src/shell/dashboard-page.tsx).
import '@/lib/api/staff-route-table';

// A unit test of server rendering runs without a DOM (`@jest-environment node`).
const hasDom = typeof document !== 'undefined';

// jsdom lays nothing out, so it has no scrollIntoView; a form calls it to bring its first error
// into view (useErrorFocus). A test that checks the scroll spies on it.
if (hasDom) Element.prototype.scrollIntoView = () => undefined;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  // Each test is a new visit: nothing asked by an earlier one is remembered.
  forgetBrowserFallbacks();
  if (!hasDom) return;
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
afterAll(() => {
  server.close();
});
