import type { ComplaintReason } from '@/contracts/complaint-constants';
import type { ComplaintBody } from '@/contracts/complaints';

/** The lines ticked in the complaint form, each with its reason ('' until one is chosen). */
export type ComplaintPicks = ReadonlyMap<number, ComplaintReason | ''>;

export interface PicksProblem {
  /** Nothing ticked. */
  none: boolean;
  /** Ticked lines still without a reason. */
  noReason: ReadonlySet<number>;
}

/** What keeps the ticked lines from being sent, or undefined when they may go. */
export function picksProblem(picks: ComplaintPicks): PicksProblem | undefined {
  const noReason = new Set([...picks].filter(([, reason]) => reason === '').map(([id]) => id));
  if (picks.size > 0 && noReason.size === 0) return undefined;
  return { none: picks.size === 0, noReason };
}

/** The body's lines, in the order's own line order (the map keeps the order of ticking). */
export function picksToLines(
  picks: ComplaintPicks,
  lineOrder: readonly number[],
): ComplaintBody['lines'] {
  return lineOrder.flatMap((line_id) => {
    const reason = picks.get(line_id);
    return reason ? [{ line_id, reason }] : [];
  });
}
