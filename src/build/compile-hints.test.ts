/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
// The webpack `next build` runs, with the same processing stages and minifier defaults.
import { webpack as nextWebpack } from 'next/dist/compiled/webpack/webpack';
import { COMPILE_HINT, CompileHintsPlugin, MIN_BYTES, hasCompileHint } from './compile-hints.cjs';

// Next types its compiled webpack as `any`; what this file uses of it.
type Source = { source(): string | Buffer };
type Compilation = {
  hooks: {
    processAssets: {
      tap(
        hook: { name: string; stage: number },
        run: (assets: Record<string, Source>) => void,
      ): void;
    };
  };
  updateAsset(file: string, update: (source: Source) => Source): void;
};
type Compiler = {
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
};
type Stats = { hasErrors(): boolean; toString(preset: string): string };
type EditableSource = Source & { replace(start: number, end: number, text: string): void };
type Webpack = {
  (options: object): { run(done: (error: Error | null, stats?: Stats) => void): void };
  Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
  sources: { ReplaceSource: new (source: Source) => EditableSource };
};
const webpack = nextWebpack as Webpack;

/**
 * The minifier's part that matters here: at its stage, every comment goes (Next's SWC minifier
 * keeps none but licences), source maps kept. A stand-in, as Next's own needs its build's
 * tracing around it.
 */
class DropComments {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('DropComments', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DropComments', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        (assets) => {
          for (const file of Object.keys(assets).filter((name) => name.endsWith('.js'))) {
            compilation.updateAsset(file, (source) => {
              const text = String(source.source());
              const edited = new webpack.sources.ReplaceSource(source);
              for (const match of text.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)) {
                edited.replace(match.index, match.index + match[0].length - 1, '');
              }
              return edited;
            });
          }
        },
      );
    });
  }
}

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  // Past MIN_BYTES: a long string (the minifier keeps it), as in React's or Next's chunks.
  const bulk = `export const bulk = '${'x'.repeat(MIN_BYTES)}';\n`;
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "import { bulk } from './bulk.js';\nexport const start = () => 'started';\nconsole.log(bulk.length);\n" +
      "import('./later.js').then((m) => m.later());\n",
  );
  fs.writeFileSync(path.join(dir, 'bulk.js'), bulk);
  fs.writeFileSync(path.join(dir, 'small.js'), "export const small = () => 'small';\n");
  fs.writeFileSync(path.join(dir, 'later.js'), `export const later = () => 'later';\n${bulk}`);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A production build, minified, with source maps: entry.js (which takes bulk.js in) and
 * small.js as what pages start with, later.js as a chunk loaded on demand.
 */
function build(): Promise<Record<string, string>> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js', small: './small.js' },
    devtool: 'source-map',
    optimization: { minimize: true, minimizer: [new DropComments()] },
    output: { path: path.join(dir, 'out'), filename: '[name].js', chunkFilename: '[id].later.js' },
    plugins: [new CompileHintsPlugin(webpack)],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error: Error | null, stats?: Stats) => {
      if (error || !stats || stats.hasErrors()) {
        reject(error ?? new Error(stats?.toString('errors-only')));
        return;
      }
      const out = path.join(dir, 'out');
      resolve(
        Object.fromEntries(
          fs.readdirSync(out).map((file) => [file, fs.readFileSync(path.join(out, file), 'utf8')]),
        ),
      );
    }),
  );
}

describe('CompileHintsPlugin', () => {
  it('puts the hint on the first line of the large scripts a page starts with, and only those', async () => {
    const files = await build();
    const main = files['main.js'] ?? '';
    const small = files['small.js'] ?? '';
    const later = Object.values(files).find((code) => code.includes("'later'")) ?? '';

    // The comment-dropping stage ran before the plugin: the hint survived it.
    expect(main.split('\n')[0]).toBe(COMPILE_HINT);
    expect(hasCompileHint(main)).toBe(true);
    // Too small to be compiled off the main thread.
    expect(small).toContain("'small'");
    expect(hasCompileHint(small)).toBe(false);
    // Loaded on demand, large as it is.
    expect(later.length).toBeGreaterThan(MIN_BYTES);
    expect(hasCompileHint(later)).toBe(false);

    // The source map counts the added line: the code still maps to its line of entry.js.
    const map = new TraceMap(files['main.js.map'] ?? '');
    const line = main.split('\n').findIndex((text) => text.includes("'started'"));
    const column = main.split('\n')[line]?.indexOf("'started'") ?? -1;
    const original = originalPositionFor(map, { line: line + 1, column });
    expect(original.source).toMatch(/entry\.js$/);
    expect(original.line).toBe(2);
  });

  it('reads a hint only as the first line', () => {
    expect(hasCompileHint(`${COMPILE_HINT}\nrun();`)).toBe(true);
    expect(hasCompileHint(`run();\n${COMPILE_HINT}\n`)).toBe(false);
  });
});
