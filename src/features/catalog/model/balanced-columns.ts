/**
 * How many columns lay `count` tiles out in the fewest rows that hold at most `maxPerRow`
 * each, with rows as even as can be: 11 categories where 10 fit a row make rows of 6 and 5,
 * not 10 and one left alone on a row of its own (issue 26).
 */
export function balancedColumns(count: number, maxPerRow: number): number {
  if (count <= 0 || maxPerRow <= 0) return 1;
  const rows = Math.ceil(count / maxPerRow);
  return Math.ceil(count / rows);
}
