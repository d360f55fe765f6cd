/**
 * @jest-environment node
 */
// The server's view of emotion: without a document, the cache keeps each style's CSS as text.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import IconButton from '@mui/material/IconButton';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { pageStyleChunks } from './emotion-styles';

function renderPage() {
  const cache = createCache({ key: 'mui' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createTheme()}>
        <IconButton aria-label="cart">+</IconButton>
      </ThemeProvider>
    </CacheProvider>,
  );
  return { cache, html, chunks: pageStyleChunks(cache) };
}

const classesIn = (html: string) =>
  new Set([...html.matchAll(/mui-([a-zA-Z0-9-_]+)/g)].map((m) => m[1]));

describe('pageStyleChunks', () => {
  it('ships the classes a composed component computed but no element wears, with their rules', () => {
    const { cache, html, chunks } = renderPage();
    const regular = chunks.find((chunk) => chunk.key === 'mui');
    const worn = classesIn(html);
    // IconButton hands its own class to ButtonBase, which merges it into the one on the button.
    const composedAway = Object.keys(cache.registered)
      .map((className) => className.replace(/^mui-/, ''))
      .filter((id) => !worn.has(id));
    expect(composedAway.length).toBeGreaterThan(0);
    for (const id of composedAway) {
      expect(regular?.ids).toContain(id);
      expect(regular?.css).toContain(`.mui-${id}{`);
    }
  });

  it('ships every class the button wears, so the browser inserts none of them again', () => {
    const { html, chunks } = renderPage();
    const shipped = new Set(chunks.flatMap((chunk) => chunk.ids));
    for (const id of classesIn(html)) expect(shipped).toContain(id);
  });
});
