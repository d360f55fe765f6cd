import { describe, expect, it } from '@jest/globals';
import { countsBlock, replaceCountsBlock } from '../../../scripts/docs/test-counts-block';

const counts = {
  unitFiles: 1201,
  apiFiles: 40,
  browser: { files: 42, perProject: { desktop: 232, phone: 46 } },
};

describe('the suite sizes in docs/testing.md', () => {
  it('states each suite from the runners’ listings', () => {
    const block = countsBlock(counts);
    expect(block).toContain('- Unit: 1,201 Jest files.');
    expect(block).toContain('- API: 40 Jest files, each run on SQLite and on PostgreSQL.');
    expect(block).toContain(
      '- Browser: 278 Playwright tests in 42 spec files (desktop 232, phone 46).',
    );
  });

  it('replaces only what lies between the markers', () => {
    const page = `# Testing\n\nbefore\n${countsBlock({ ...counts, unitFiles: 3 })}\nafter\n`;
    const next = replaceCountsBlock(page, countsBlock(counts));
    expect(next.startsWith('# Testing\n\nbefore\n')).toBe(true);
    expect(next.endsWith('\nafter\n')).toBe(true);
    expect(next).toContain('1,201 Jest files');
    expect(next).not.toContain('- Unit: 3 Jest files');
  });

  it('refuses a page without the block rather than appending one', () => {
    expect(() => replaceCountsBlock('# Testing\n', countsBlock(counts))).toThrow(/no "/);
  });
});
