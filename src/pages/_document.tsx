import type { EmotionCache } from '@emotion/cache';
import type { AppType } from 'next/app';
import Document, {
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document';
import type { ComponentProps, ReactElement } from 'react';
import { RequestOriginProvider } from '@/components/seo/use-site-origin';
import { InstallHeadTags } from '@/features/install/components/install-head-tags';
import { FIRST_PAINT_FLAGS_SCRIPT } from '@/config/first-paint-flags.cjs';
import { directionOf, toLocale, type Direction, type Locale } from '@/lib/i18n/locales';
import { developmentOrigin } from '@/server/http/request-origin';
import { pageStyleChunks } from '@/shell/document/emotion-styles';
import { inlineOutlinedBoundaries } from '@/shell/document/inline-boundaries';
import { PaintFirstHead } from '@/shell/document/paint-first-head';
import { inlineScriptHashes, withScriptSources } from '@/shell/document/script-policy';
import { createEmotionCache, INSERTION_POINT_NAME } from '@/theme/emotion-cache';

type Props = DocumentInitialProps & {
  locale: Locale;
  direction: Direction;
  emotionStyleTags: ReactElement[];
};

/**
 * `<html lang dir>` and the critical CSS of the page's direction are in the first byte, so
 * an Arabic page never flashes left-to-right before hydration.
 */
export default class ShopDocument extends Document<Props> {
  static override async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const locale = toLocale(ctx.locale);
    const direction = directionOf(locale);
    const cache = createEmotionCache(direction);
    // Keeps every style in the cache for the page's <style> tags (what @emotion/server's
    // createEmotionServer does), instead of inline tags beside each element.
    cache.compat = true;
    const originalRenderPage = ctx.renderPage.bind(ctx);
    // In development the page's absolute links name the address it was asked for (any port,
    // a phone on the LAN); production renders name NEXT_PUBLIC_SITE_URL (use-site-origin.tsx).
    const origin = ctx.req ? developmentOrigin(ctx.req) : undefined;

    ctx.renderPage = () =>
      originalRenderPage({
        enhanceApp: (App) => withRenderContext(App as AppType, cache, origin),
      });

    const initialProps = await Document.getInitialProps(ctx);
    const emotionStyleTags = pageStyleChunks(cache).map((style) => (
      <style
        data-emotion={`${style.key} ${style.ids.join(' ')}`}
        key={`${style.key} ${style.ids.join(' ')}`}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    ));
    // Boundaries React wrote apart from the page go back in place (inline-boundaries.ts).
    const html = inlineOutlinedBoundaries(initialProps.html);
    allowInlineScripts(ctx, html);
    return { ...initialProps, html, locale, direction, emotionStyleTags };
  }

  override render() {
    const { locale, direction, emotionStyleTags } = this.props;
    return (
      <Html lang={locale} dir={direction}>
        <PaintFirstHead>
          {/* Marks <html> with the visitor's cookies before the first paint (the file says why). */}
          <script dangerouslySetInnerHTML={{ __html: FIRST_PAINT_FLAGS_SCRIPT }} />
          <meta name={INSERTION_POINT_NAME} content="" />
          <link rel="icon" href="/brand/logo.svg" type="image/svg+xml" />
          <InstallHeadTags locale={locale} />
          {emotionStyleTags}
        </PaintFirstHead>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}

/**
 * A boundary left as React streamed it keeps React's inline script; the policy Next set from
 * next.config.js (scripts from this origin only) would block it and hide that content, so
 * this page's policy allows that exact script by its hash (script-policy.ts).
 */
function allowInlineScripts(ctx: DocumentContext, html: string): void {
  const policy = ctx.res?.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string' || ctx.res?.headersSent) return;
  const hashes = inlineScriptHashes(html);
  if (hashes.length > 0)
    ctx.res?.setHeader('Content-Security-Policy', withScriptSources(policy, hashes));
}

/** The app with its direction's style cache and, in development, the request's origin. */
function withRenderContext(App: AppType, cache: EmotionCache, origin: string | undefined) {
  return function AppWithEmotionCache(props: ComponentProps<AppType>) {
    const app = <App {...props} {...{ emotionCache: cache }} />;
    return origin ? <RequestOriginProvider value={origin}>{app}</RequestOriginProvider> : app;
  };
}
