/*
 * Typo tolerance: a word of four letters or more may be one edit away from what the shop
 * writes (a letter missed, added, changed, or two swapped). Letters that Egyptians commonly
 * write for one another (ض/ظ/د, ذ/ز/د, ث/س/ت, ص/س, ط/ت, ق/ك/ء, غ/ج, ح/ه) cost half an edit, so
 * two such swaps still count as one.
 */

const CONFUSABLE_SETS = ['ضظد', 'ذزد', 'ثست', 'صس', 'طت', 'قكء', 'غج', 'حه', 'ck', 'ie'];

const confusable = (a: string, b: string) =>
  CONFUSABLE_SETS.some((set) => set.includes(a) && set.includes(b));

/** The shortest a word may be for a typo to be forgiven. */
export const TYPO_MIN_LENGTH = 4;

/**
 * The edit distance between `a` and `b` (Damerau: adjacent swaps are one edit), with
 * confusable letters costing half; Infinity as soon as it must exceed `most` edits.
 */
export function typoDistance(a: string, b: string, most = 1): number {
  if (Math.abs(a.length - b.length) > most) return Infinity;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const x = a[i - 1] ?? '';
      const y = b[j - 1] ?? '';
      const change = x === y ? 0 : confusable(x, y) ? 0.5 : 1;
      let cost = Math.min(
        (rows[i - 1]?.[j] ?? Infinity) + 1,
        (row[j - 1] ?? Infinity) + 1,
        (rows[i - 1]?.[j - 1] ?? Infinity) + change,
      );
      if (i > 1 && j > 1 && x === b[j - 2] && a[i - 2] === y) {
        cost = Math.min(cost, (rows[i - 2]?.[j - 2] ?? Infinity) + 1);
      }
      row.push(cost);
      rowBest = Math.min(rowBest, cost);
    }
    if (rowBest > most) return Infinity;
    rows.push(row);
  }
  const distance = rows[a.length]?.[b.length] ?? Infinity;
  return distance <= most ? distance : Infinity;
}

/**
 * The words of `candidates` within `most` edits of `word` (none for a short word), closest
 * first.
 */
export function nearWords(word: string, candidates: Iterable<string>, most = 1): string[] {
  if (word.length < TYPO_MIN_LENGTH) return [];
  const found: { candidate: string; distance: number }[] = [];
  for (const candidate of candidates) {
    if (candidate === word || candidate.length < TYPO_MIN_LENGTH - 1) continue;
    const distance = typoDistance(word, candidate, most);
    if (distance !== Infinity) found.push({ candidate, distance });
  }
  return found
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .map((entry) => entry.candidate);
}
