import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
  FullConfig,
  FullResult,
  Reporter,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';
import { formatDuration, textTable } from '../../../scripts/test/stage-table';

type SpecTime = { project: string; file: string; tests: number; ms: number; slowest: number };

/**
 * After the run, a table of where the browser suite spent its time: per spec file and project,
 * the tests run, their summed durations (retries included) and the slowest one; printed and
 * written to test-results/spec-timings.txt (docs/testing.md reads it when the suite grows).
 */
export default class TimingReporter implements Reporter {
  private readonly specs = new Map<string, SpecTime>();
  private outputFile = path.resolve('test-results', 'spec-timings.txt');
  private testDir = process.cwd();

  onBegin(config: FullConfig): void {
    this.testDir = config.rootDir;
    const outputDir = config.projects[0]?.outputDir;
    if (outputDir) this.outputFile = path.join(outputDir, 'spec-timings.txt');
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    const project = test.parent.project()?.name ?? '';
    const file = path.relative(this.testDir, test.location.file);
    const key = `${project} ${file}`;
    const spec = this.specs.get(key) ?? { project, file, tests: 0, ms: 0, slowest: 0 };
    spec.tests += 1;
    spec.ms += result.duration;
    spec.slowest = Math.max(spec.slowest, result.duration);
    this.specs.set(key, spec);
  }

  onEnd(result: FullResult): void {
    // Listing the tests (`--list`) runs none: nothing to report.
    if (this.specs.size === 0) return;
    const specs = [...this.specs.values()].sort((a, b) => b.ms - a.ms);
    const byProject = new Map<string, { tests: number; ms: number }>();
    for (const spec of specs) {
      const total = byProject.get(spec.project) ?? { tests: 0, ms: 0 };
      byProject.set(spec.project, { tests: total.tests + spec.tests, ms: total.ms + spec.ms });
    }
    const table = textTable(
      [
        ['project', 'spec', 'tests', 'time', 'slowest'],
        ...specs.map((spec) => [
          spec.project,
          spec.file,
          String(spec.tests),
          formatDuration(spec.ms),
          formatDuration(spec.slowest),
        ]),
        ...[...byProject].map(([project, total]) => [
          project,
          '(all specs)',
          String(total.tests),
          formatDuration(total.ms),
          '',
        ]),
      ],
      [false, false, true, true, true],
    );
    const text = `Browser tests by spec (summed test time; ${result.status}, ${formatDuration(result.duration)} wall):\n${table}\n`;
    console.log(`\n${text}`);
    mkdirSync(path.dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, text);
  }

  printsToStdio(): boolean {
    return false;
  }
}
