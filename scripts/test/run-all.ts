// npm test: every check of the project, stage after stage, stopping at the first that fails,
// then a table of each stage's wall time (also after a failure), so a slow CI run names its
// slow stage (docs/testing.md). Each stage is one of the package's own scripts, which run
// alone too (`npm run test:api`, ...).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { formatDuration, stageTable, type StageResult } from './stage-table';

type Stage = {
  name: string;
  /** npm scripts; more than one run side by side (each single-threaded, on separate cores). */
  scripts: string[];
};

const STAGES: Stage[] = [
  // ESLint and tsc each keep one core busy; Prettier, the import-cycle check (madge, .madgerc)
  // and the check of docs/testing.md's suite sizes (the runners' listings) are brief. Side by
  // side they take about as long as ESLint alone.
  {
    name: 'static checks',
    scripts: ['lint', 'lint:cycles', 'format:check', 'typecheck', 'docs:counts:check'],
  },
  { name: 'unit tests', scripts: ['test:unit'] },
  { name: 'API on SQLite and PostgreSQL', scripts: ['test:api'] },
  { name: 'two production builds', scripts: ['test:e2e:build'] },
  { name: 'JavaScript budget', scripts: ['test:budget'] },
  { name: 'browser tests', scripts: ['test:e2e:run'] },
  { name: 'crash rounds', scripts: ['test:crash'] },
  // The load run sends a steady 15 requests a second and leaves most of both cores idle; the
  // bursts (scripts/bursts/, about 30 s) fit beside it on a server of their own.
  { name: 'load run and bursts', scripts: ['test:load', 'test:bursts'] },
  // Three instances behind nginx on PostgreSQL and Redis (scripts/cluster/cluster-test.ts).
  { name: 'cluster', scripts: ['test:cluster'] },
];

type Outcome = { script: string; code: number; output: string };

/** Runs one npm script; its output goes straight through, or is kept to print as one block. */
function run(script: string, keepOutput: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      resolve({ script, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() });
    });
  });
}

async function runStage(stage: Stage): Promise<boolean> {
  const together = stage.scripts.length > 1;
  const outcomes = await Promise.all(
    stage.scripts.map(async (script) => {
      const outcome = await run(script, together);
      if (together) process.stdout.write(`\n> npm run ${script}\n${outcome.output}`);
      return outcome;
    }),
  );
  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  for (const outcome of failed)
    console.error(`\nnpm run ${outcome.script} failed (${outcome.code})`);
  return failed.length === 0;
}

async function main(): Promise<void> {
  const results: StageResult[] = [];
  const started = Date.now();
  let passed = true;
  for (const stage of STAGES) {
    console.log(`\n=== ${stage.name}: npm run ${stage.scripts.join(', ')}`);
    const stageStart = Date.now();
    passed = await runStage(stage);
    results.push({
      name: stage.name,
      ms: Date.now() - stageStart,
      passed,
      // The one-minute load average as the stage ended: how busy the machine was meanwhile.
      load: loadavg()[0] ?? 0,
    });
    if (!passed) break;
  }
  console.log(`\n${stageTable(results, STAGES.length)}`);
  console.log(`Total: ${formatDuration(Date.now() - started)}, ${passed ? 'passed' : 'FAILED'}`);
  process.exitCode = passed ? 0 : 1;
}

void main();
