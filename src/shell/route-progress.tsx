import GlobalStyles from '@mui/material/GlobalStyles';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { PROGRESS_BAR_HEIGHT_PX } from '@/config/site';
import { lazyOnce } from '@/lib/lazy-once';

/** Navigations faster than this finish before the bar would be seen, so none is shown. */
const SHOW_AFTER_MS = 120;

/**
 * NProgress arrives with the first client-side navigation, not with every page's first load
 * (docs/adr/0006-performance.md): the bar waits SHOW_AFTER_MS anyway, which covers the load.
 */
const loadNProgress = lazyOnce(async () => {
  const { default: NProgress } = await import('nprogress');
  // NProgress's own template gives the bar role="bar", which is no ARIA role (axe: critical);
  // the bar is decoration, so it carries none.
  NProgress.configure({
    showSpinner: false,
    trickleSpeed: 200,
    minimum: 0.1,
    template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    // NProgress finds its bar by role="bar" unless told otherwise; without it every
    // navigation slower than SHOW_AFTER_MS threw "Cannot read properties of null".
    barSelector: '.bar',
  });
  return NProgress;
});

/** A thin bar in the theme's primary colour while a client-side navigation is under way. */
export function RouteProgress() {
  const router = useRouter();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let navigating = false;
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      navigating = true;
      clearTimeout(timer);
      const progress = loadNProgress();
      timer = setTimeout(() => {
        progress
          .then((bar) => {
            // The navigation may have finished while the code was still on its way.
            if (navigating) bar.start();
          })
          // No bar on a connection that lost the chunk: the navigation itself goes on.
          .catch(() => undefined);
      }, SHOW_AFTER_MS);
    };
    const done = () => {
      navigating = false;
      clearTimeout(timer);
      loadNProgress()
        .then((bar) => bar.done())
        .catch(() => undefined);
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      clearTimeout(timer);
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);

  return (
    <GlobalStyles
      styles={(theme) => ({
        '#nprogress': { pointerEvents: 'none' },
        '#nprogress .bar': {
          background: theme.palette.primary.main,
          position: 'fixed',
          zIndex: theme.zIndex.tooltip + 1,
          top: 0,
          insetInlineStart: 0,
          width: '100%',
          height: PROGRESS_BAR_HEIGHT_PX,
        },
        '#nprogress .peg': {
          display: 'block',
          position: 'absolute',
          insetInlineEnd: 0,
          width: 100,
          height: '100%',
          boxShadow: `0 0 10px ${theme.palette.primary.main}, 0 0 5px ${theme.palette.primary.main}`,
          opacity: 1,
          transform: 'rotate(3deg) translate(0px, -4px)',
        },
      })}
    />
  );
}
