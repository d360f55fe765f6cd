import { toAsciiDigits } from '@/contracts/phone';

/*
 * CSV for the shop's books, made to open right in Excel in Arabic as in English (RFC 4180):
 * UTF-8 with a byte order mark (without it Excel reads the file in the PC's code page and
 * Arabic comes out as mojibake), fields quoted when they hold a comma, a quote or a line
 * break, records ended by CRLF. Digits are ASCII whatever was typed (an address's «عمارة ١٢»,
 * a note), so the sheet can add and sort them; amounts have exactly two decimals.
 */

export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * One cell: text as people typed it, a count or weight, an amount in EGP, or nothing (a day
 * still open has no amount handed over).
 */
export type CsvCell = string | number | { egp: number } | null;

/** A table: the header row (in the reader's language) and the records under it. */
export interface CsvTable {
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

/** EGP with exactly two decimals, worked in whole piastres so 0.1 + 0.2 prints 0.30. */
export function egpField(pounds: number): string {
  const piastres = Math.round(pounds * 100);
  const sign = piastres < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(piastres) / 100);
  const rest = String(Math.abs(piastres) % 100).padStart(2, '0');
  return `${sign}${String(whole)}.${rest}`;
}

/*
 * Text a spreadsheet would run as a formula (a customer's note "=HYPERLINK(...)", "+2010..."):
 * a leading apostrophe keeps it text (OWASP's advice on CSV injection). Only text cells get
 * it: a negative amount is a number and stays one.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function textField(value: string): string {
  const ascii = toAsciiDigits(value);
  return FORMULA_START.test(ascii) ? `'${ascii}` : ascii;
}

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'object') return egpField(cell.egp);
  return textField(cell);
}

/** RFC 4180: quoted, inner quotes doubled, when the field holds a comma, quote or line break. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's whole text, BOM first, every record (the header's too) ended by CRLF. */
export function buildCsv({ header, rows }: CsvTable): string {
  const records = [header.map(textField), ...rows.map((row) => row.map(cellText))];
  return CSV_BOM + records.map((fields) => fields.map(csvField).join(',') + CRLF).join('');
}
