/**
 * Resolves once the page has loaded and the browser is idle: a chunk imported behind it never
 * competes with the page's own first load.
 */
export function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      // Safari has no requestIdleCallback, whatever the DOM types say.
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve());
      else setTimeout(resolve, 1);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
