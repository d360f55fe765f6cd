// npm run bench:bundle [-- --build] [-- --top 30] [-- --within package] [route ...]
// Which packages a route's first-load JavaScript is made of: a production build with source
// maps (in .next-analyze, beside the real one), each byte of each first-load script traced to
// its source file, grouped by package, with the gzip size of each group's own code. Use it to
// find what to load on demand (docs/performance.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { firstLoadFiles, kB } from '../budget/first-load-js';

const ROOT = path.join(__dirname, '../..');
const DIST = '.next-analyze';
const DEFAULT_ROUTES = ['/_error', '/', '/product/[id]', '/checkout', '/grocery1', '/dashboard'];

const { values: args, positionals } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    top: { type: 'string', default: '25' },
    // --within @mui/material: that package's bytes by source file, to see which parts cost.
    within: { type: 'string' },
  },
  allowPositionals: true,
});

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** A source file's package (`react-dom`, `@mui/material`), or its path in the app. */
function groupOf(source: string): string {
  const group = packageOf(source);
  if (args.within === undefined) return group;
  return group === args.within ? source.replace(/^.*node_modules\//, '') : '(other packages)';
}

function packageOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) {
    // Packages that ship their sources map them outside node_modules: next-i18next's pages
    // router to src/pagesRouter, Next's own client to the rest of src/.
    if (source.startsWith('webpack://_N_E/../../src/pagesRouter/')) return 'next-i18next';
    if (source.startsWith('webpack://_N_E/../../src/')) return 'next';
    if (source.startsWith('webpack://_N_E/webpack/')) return '(webpack runtime)';
    return source
      .replace(/^(webpack:\/\/_N_E\/\.|turbopack:\/\/\/\[project\])\//, '')
      .replace(/\/[^/]+$/, '/');
  }
  const [first = '', second = ''] = source.slice(at + 'node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** The code of one script, split by the group each stretch of it comes from. */
function splitByGroup(file: string, into: Map<string, string[]>): void {
  const code = fs.readFileSync(path.join(ROOT, DIST, file), 'utf8');
  const add = (group: string, text: string) => {
    const parts = into.get(group) ?? [];
    parts.push(text);
    into.set(group, parts);
  };
  const mapName = /sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapPath = mapName ? path.join(ROOT, DIST, path.dirname(file), mapName) : '';
  if (!mapName || !fs.existsSync(mapPath)) {
    add('(no source map)', code);
    return;
  }
  const map = JSON.parse(fs.readFileSync(mapPath, 'utf8')) as SourceMap;
  const lines = code.split('\n');
  decode(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    let group = '(unmapped)';
    for (const segment of segments) {
      if (segment[0] > column) add(group, line.slice(column, segment[0]));
      column = segment[0];
      const sourceIndex = segment[1];
      group = sourceIndex === undefined ? '(unmapped)' : groupOf(map.sources[sourceIndex] ?? '');
    }
    add(group, `${line.slice(column)}\n`);
  });
}

function report(route: string, files: string[], top: number): void {
  const groups = new Map<string, string[]>();
  for (const file of files) splitByGroup(file, groups);
  const rows = [...groups]
    .map(([group, parts]) => ({ group, gzip: gzipSync(parts.join('')).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(ROOT, DIST, file))).length,
    0,
  );
  console.log(`\n${route}: ${kB(total)} first-load JavaScript (gzip), ${files.length} scripts`);
  console.log('Each group gzipped on its own, so the column sums to a little more than the total.');
  console.table(rows.slice(0, top).map((row) => ({ package: row.group, gzip: kB(row.gzip) })));
}

function main(): void {
  if (args.build || !fs.existsSync(path.join(ROOT, DIST, 'build-manifest.json'))) {
    execFileSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build', '--webpack'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: DIST,
        BUNDLE_SOURCE_MAPS: 'true',
      },
    });
  }
  const manifest = JSON.parse(
    fs.readFileSync(path.join(ROOT, DIST, 'build-manifest.json'), 'utf8'),
  ) as Parameters<typeof firstLoadFiles>[0];
  const routes = firstLoadFiles(manifest);
  for (const route of positionals.length > 0 ? positionals : DEFAULT_ROUTES) {
    const files = routes.get(route);
    if (!files) throw new Error(`${route} is not a page of this build`);
    report(route, files, Number(args.top));
  }
}

main();
