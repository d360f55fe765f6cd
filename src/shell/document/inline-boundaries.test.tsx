import { Suspense, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { inlineOutlinedBoundaries } from './inline-boundaries';

/** As Next's pages router renders a page (react-dom/server.edge): the whole stream, once ready. */
async function render(element: ReactNode, progressiveChunkSize?: number): Promise<string> {
  const stream = await renderToReadableStream(element, { progressiveChunkSize });
  await stream.allReady;
  return new Response(stream).text();
}

const NEVER_OUTLINED = Number.MAX_SAFE_INTEGER;

function Paragraphs({ label, count }: { label: string; count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <p key={index} id={`${label}-${index}`}>
          Fresh poultry &amp; live birds, prepared today and delivered across Dakahlia
        </p>
      ))}
    </>
  );
}

function Page() {
  return (
    <div id="page">
      <header>
        <Paragraphs label="header" count={180} />
      </header>
      <Suspense fallback={null}>
        <main>
          <Paragraphs label="main" count={200} />
          <Suspense fallback={null}>
            <section>
              <Paragraphs label="nested" count={200} />
              <script type="application/ld+json">{'{"@type":"Product"}'}</script>
            </section>
          </Suspense>
        </main>
      </Suspense>
      <Suspense fallback={null}>
        <footer>
          <Paragraphs label="footer" count={200} />
        </footer>
      </Suspense>
    </div>
  );
}

describe('inlineOutlinedBoundaries', () => {
  it('writes large boundaries in place, exactly as React does when it does not outline them', async () => {
    const outlined = await render(<Page />);
    // The premise: React outlines these boundaries and moves them with inline scripts.
    expect(outlined).toContain('<div hidden id="S:');
    expect(outlined).toContain('$RC(');

    const inlined = inlineOutlinedBoundaries(outlined);

    expect(inlined).toBe(await render(<Page />, NEVER_OUTLINED));
    expect(inlined).not.toContain('<script>');
    const at = (id: string) => inlined.indexOf(`id="${id}"`);
    expect(at('header-179')).toBeLessThan(at('main-0'));
    expect(at('main-199')).toBeLessThan(at('nested-0'));
    expect(at('nested-199')).toBeLessThan(at('footer-0'));
  });

  it('leaves a document without outlined boundaries as it is', async () => {
    const small = await render(
      <Suspense fallback={null}>
        <p>Fresh every morning</p>
      </Suspense>,
    );
    expect(inlineOutlinedBoundaries(small)).toBe(small);
  });

  it('leaves the HTML untouched when a boundary shows a fallback it cannot undo', async () => {
    function Fallback() {
      return <p>loading</p>;
    }
    const withFallback = await render(
      <div>
        <Paragraphs label="shell" count={200} />
        <Suspense fallback={<Fallback />}>
          <Paragraphs label="content" count={200} />
        </Suspense>
      </div>,
    );
    expect(withFallback).toContain('<div hidden id="S:');
    expect(inlineOutlinedBoundaries(withFallback)).toBe(withFallback);
  });

  it('leaves the HTML untouched when an instruction is missing', () => {
    const broken =
      '<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><p>x</p></div>';
    expect(inlineOutlinedBoundaries(broken)).toBe(broken);
  });
});
