// npm run docs:counts: writes the suite's sizes into docs/testing.md between its
// `test-counts` markers, from the test runners' own listings (Jest's --listTests per project,
// Playwright's --list per project), so the page cannot drift from the suite the way hand-kept
// figures did. With --check it writes nothing and exits 1 when the committed figures differ
// (the static stage of `npm test` runs that).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { countsBlock, replaceCountsBlock, type SuiteCounts } from './test-counts-block';

const root = path.join(__dirname, '../..');
const run = promisify(execFile);

async function jestFiles(project: string): Promise<number> {
  const { stdout } = await run(
    'npx',
    ['jest', '--selectProjects', project, '--listTests', '--json'],
    {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return (JSON.parse(stdout) as string[]).length;
}

interface ListedSuite {
  specs?: { tests: { projectName: string }[] }[];
  suites?: ListedSuite[];
}

/** Browser tests per Playwright project, as `playwright test --list` counts them. */
async function browserTests(): Promise<{ files: number; perProject: Record<string, number> }> {
  const { stdout } = await run('npx', ['playwright', 'test', '--list', '--reporter=json'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as { suites: ListedSuite[] };
  const perProject: Record<string, number> = {};
  const walk = (suite: ListedSuite): void => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        perProject[test.projectName] = (perProject[test.projectName] ?? 0) + 1;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return { files: report.suites.length, perProject };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  const [unitFiles, apiFiles, browser] = await Promise.all([
    jestFiles('unit'),
    jestFiles('api-sqlite'),
    browserTests(),
  ]);
  const counts: SuiteCounts = { unitFiles, apiFiles, browser };
  const file = path.join(root, 'docs/testing.md');
  const current = fs.readFileSync(file, 'utf8');
  const next = replaceCountsBlock(current, countsBlock(counts));
  if (values.check) {
    if (next !== current) {
      console.error('docs/testing.md: the suite sizes are out of date. Run npm run docs:counts.');
      process.exitCode = 1;
    } else {
      console.log('docs/testing.md: suite sizes up to date.');
    }
    return;
  }
  fs.writeFileSync(file, next);
  console.log('wrote docs/testing.md');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
