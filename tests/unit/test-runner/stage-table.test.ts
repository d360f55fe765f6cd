import { describe, expect, it } from '@jest/globals';
import { formatDuration, stageTable, textTable } from '../../../scripts/test/stage-table';

describe('formatDuration (npm test and the browser suite’s timing table)', () => {
  it('gives seconds with a tenth under a minute, minutes and seconds above', () => {
    expect(formatDuration(870)).toBe('0.9s');
    expect(formatDuration(59_940)).toBe('59.9s');
    expect(formatDuration(65_400)).toBe('1m 05s');
    expect(formatDuration(1_262_000)).toBe('21m 02s');
  });
});

describe('textTable', () => {
  it('pads every column to its widest cell, numbers to the right', () => {
    const table = textTable(
      [
        ['stage', 'time'],
        ['lint', '9.0s'],
        ['browser tests', '8m 49s'],
      ],
      [false, true],
    );
    expect(table.split('\n')).toEqual([
      'stage            time',
      'lint             9.0s',
      'browser tests  8m 49s',
    ]);
  });
});

describe('stageTable', () => {
  it('lists each stage with its share of the total, and the stages a failure stopped', () => {
    const table = stageTable(
      [
        { name: 'static checks', ms: 60_000, passed: true, load: 1.94 },
        { name: 'unit tests', ms: 180_000, passed: false, load: 2.5 },
      ],
      5,
    );
    const [header, first, second, notRun] = table.split('\n');
    expect(header).toMatch(/^stage\s+wall time\s+share\s+load\s+result$/);
    expect(first).toMatch(/^static checks\s+1m 00s\s+25%\s+1\.9\s+passed$/);
    expect(second).toMatch(/^unit tests\s+3m 00s\s+75%\s+2\.5\s+FAILED$/);
    expect(notRun).toBe('(3 more not run)');
  });
});
