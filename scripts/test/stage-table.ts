// The table `npm test` prints at its end (scripts/test/run-all.ts), and the per-spec table of
// the browser suite (tests/e2e/support/timing-reporter.ts): wall times people compare across
// runs, so both read the same way.

export type StageResult = { name: string; ms: number; passed: boolean; load: number };

/** 65_400 ms → "1m 05s"; under a minute, "12.3s". */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

/** Rows of cells as a plain-text table, the first row the header, columns padded to fit. */
export function textTable(rows: string[][], alignRight: boolean[] = []): string {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) => {
          const width = widths?.[column] ?? cell.length;
          return alignRight[column] ? cell.padStart(width) : cell.padEnd(width);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * Each stage that ran with its time, share of the total and outcome; the stages a failure
 * stopped are listed as not run, so the table always shows the whole of `npm test`.
 */
export function stageTable(results: StageResult[], stageCount: number): string {
  const total = results.reduce((sum, result) => sum + result.ms, 0);
  const rows = results.map((result) => [
    result.name,
    formatDuration(result.ms),
    total > 0 ? `${Math.round((result.ms / total) * 100)}%` : '-',
    result.load.toFixed(1),
    result.passed ? 'passed' : 'FAILED',
  ]);
  const notRun = stageCount - results.length;
  if (notRun > 0) rows.push([`(${notRun} more not run)`, '', '', '', '']);
  return textTable(
    [['stage', 'wall time', 'share', 'load', 'result'], ...rows],
    [false, true, true, true, false],
  );
}
