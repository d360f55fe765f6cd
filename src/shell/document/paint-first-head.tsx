// Only _document renders this (the rule guards pages' browser bundles against next/document).
// eslint-disable-next-line @next/next/no-document-import-in-page
import { Head } from 'next/document';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

type DocumentFiles = Parameters<Head['getScripts']>[0];

function scriptSources(...groups: ReactNode[]): string[] {
  return groups.flatMap((group) =>
    Children.toArray(group).flatMap((child) => {
      if (!isValidElement<{ src?: unknown }>(child)) return [];
      return typeof child.props.src === 'string' ? [child.props.src] : [];
    }),
  );
}

/** Starts the preloads marked `data-paint-first` after the first frame (it says how). */
export const PAINT_FIRST_LOADER = '/paint-first.js';

/**
 * Next's `<Head>`, except that in production the page's scripts run after the first frame is
 * painted instead of as soon as the document is parsed.
 *
 * Next writes its scripts as `<script defer>`: a browser that has them by the time the HTML
 * is parsed (a fast connection, a cached visit) runs them all, and React hydrates the page,
 * before it paints anything, so a shopper on a slow phone stares at a blank screen for the
 * seconds that takes although the whole page is in the HTML. Here the scripts are preloaded
 * from the head as before (they download while the HTML does) and started by a small loader
 * (public/paint-first.js) once a frame is out: the server-rendered page shows first, then becomes interactive.
 * `next dev` keeps Next's own scripts (its reloading depends on them).
 */
export class PaintFirstHead extends Head {
  override getDynamicChunks(files: DocumentFiles) {
    if (this.context.isDevelopment) return super.getDynamicChunks(files);
    return [];
  }

  override getScripts(files: DocumentFiles) {
    const scripts = super.getScripts(files);
    if (this.context.isDevelopment) return scripts;
    // next/dynamic chunks the server rendered come first, as Next orders them.
    const sources = scriptSources(super.getDynamicChunks(files), scripts);
    const crossOrigin = this.props.crossOrigin ?? this.context.crossOrigin;
    const preloads: ReactElement[] = sources.map((src) => (
      <link
        key={src}
        rel="preload"
        as="script"
        href={src}
        crossOrigin={crossOrigin}
        data-paint-first=""
      />
    ));
    // Deferred: it runs once the document is parsed, and painting never waits for it.
    return [...preloads, <script key="paint-first-loader" src={PAINT_FIRST_LOADER} defer />];
  }
}
