import { ANSWERED_STATUSES, type ComplaintStatus } from '@/contracts/complaint-constants';

/**
 * Where staff may take a complaint: up (Processing) or answered straight away while it waits;
 * answered once it is being looked into; nowhere once answered (an answer is final: a credit
 * granted is not taken back by a second thought).
 */
const NEXT: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  Pending: ['Processing', 'Accepted', 'Rejected'],
  Processing: ['Accepted', 'Rejected'],
  Accepted: [],
  Rejected: [],
};

export const nextComplaintStatuses = (status: ComplaintStatus): ComplaintStatus[] => [
  ...NEXT[status],
];

export const isAnswered = (status: ComplaintStatus): boolean => ANSWERED_STATUSES.includes(status);

/** Hours to milliseconds, for the complaint window. */
export const HOUR_MS = 60 * 60 * 1000;

/**
 * Until when a delivered order's lines may be complained about (epoch ms), or null when they
 * may not: never delivered, or the window has closed.
 */
export function complaintUntil(
  deliveredAt: number | undefined,
  windowHours: number,
  at: number,
): number | null {
  if (deliveredAt === undefined) return null;
  const until = deliveredAt + windowHours * HOUR_MS;
  return at <= until ? until : null;
}
