import {
  COMPLAINT_STATUSES,
  MONEY_REMEDIES,
  type ComplaintRemedy,
  type ComplaintStatus,
} from '@/contracts/complaint-constants';
import type { ComplaintLine } from '@/contracts/complaints';
import { toAsciiDigits } from '@/contracts/phone';

/** What the complained lines cost, to the piastre: the most a money remedy may be. */
export function complainedTotal(lines: readonly Pick<ComplaintLine, 'line_total'>[]): number {
  return Math.round(lines.reduce((sum, line) => sum + line.line_total * 100, 0)) / 100;
}

export const isMoneyRemedy = (remedy: ComplaintRemedy | undefined): boolean =>
  remedy !== undefined && MONEY_REMEDIES.includes(remedy);

/** /dashboard/refund-requests, narrowed to one status: the overview's way in. */
export function complaintsHref(status?: ComplaintStatus): string {
  return status ? `/dashboard/refund-requests?status=${status}` : '/dashboard/refund-requests';
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The screen's first status from its URL; anything else in it is ignored. */
export function complaintStatusFrom(
  query: Record<string, string | string[] | undefined>,
): ComplaintStatus | '' {
  return COMPLAINT_STATUSES.find((status) => status === first(query.status)) ?? '';
}

/**
 * An amount as a keypad types it, read as egpText reads it (Arabic-Indic digits, the Arabic
 * decimal separator): a number once it is one, blank kept blank (missing), anything else kept
 * as typed for the contract to refuse.
 */
export function typedAmount(raw: unknown): number | string {
  const typed = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  const ascii = toAsciiDigits(typed.trim()).replace(/[٫,]/g, '.');
  return /^\d{1,9}(\.\d+)?$/.test(ascii) ? Number(ascii) : typed.trim();
}
