export interface SuiteCounts {
  unitFiles: number;
  /** Test files of the API suite; each runs once per engine. */
  apiFiles: number;
  browser: { files: number; perProject: Record<string, number> };
}

const START = '<!-- test-counts:start (npm run docs:counts writes this block) -->';
const END = '<!-- test-counts:end -->';

const count = (value: number): string => value.toLocaleString('en-US');

/** The block of docs/testing.md that states the suite's sizes. */
export function countsBlock({ unitFiles, apiFiles, browser }: SuiteCounts): string {
  const projects = Object.entries(browser.perProject)
    .map(([project, tests]) => `${project} ${count(tests)}`)
    .join(', ');
  const browserTotal = Object.values(browser.perProject).reduce((sum, tests) => sum + tests, 0);
  return [
    START,
    '',
    `- Unit: ${count(unitFiles)} Jest files.`,
    `- API: ${count(apiFiles)} Jest files, each run on SQLite and on PostgreSQL.`,
    `- Browser: ${count(browserTotal)} Playwright tests in ${count(browser.files)} spec files (${projects}).`,
    '',
    END,
  ].join('\n');
}

/** `markdown` with its counts block replaced by `block`; throws when the markers are missing. */
export function replaceCountsBlock(markdown: string, block: string): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) {
    throw new Error(`docs/testing.md has no "${START}" … "${END}" block`);
  }
  return `${markdown.slice(0, start)}${block}${markdown.slice(end + END.length)}`;
}
