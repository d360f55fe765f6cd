// Plain values of complaints (api-contract.md, Version 3, "Reviews and complaints"), apart from
// zod so that the server's tables, the browser's first load and the mocks share one definition.

/** What went wrong with a line, as the shopper says it. */
export const COMPLAINT_REASONS = ['wrong_weight', 'quality', 'missing', 'other'] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

/** The spec's refund-request statuses. Accepted and Rejected are answers: final. */
export const COMPLAINT_STATUSES = ['Pending', 'Processing', 'Accepted', 'Rejected'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const ANSWERED_STATUSES: readonly ComplaintStatus[] = ['Accepted', 'Rejected'];
/** Complaints staff still owe an answer (the overview counts them). */
export const OPEN_COMPLAINT_STATUSES: readonly ComplaintStatus[] = ['Pending', 'Processing'];

/**
 * What the shop does about an accepted complaint: cash handed back by the driver at the
 * shopper's next delivery, a credit taken off their next order, or the goods again.
 */
export const COMPLAINT_REMEDIES = ['cash_refund', 'credit', 'replacement'] as const;
export type ComplaintRemedy = (typeof COMPLAINT_REMEDIES)[number];
/** Remedies that are money: they need an `amount`, at most what the complained lines cost. */
export const MONEY_REMEDIES: readonly ComplaintRemedy[] = ['cash_refund', 'credit'];

/** A complaint's note and the shop's answer, in characters. */
export const COMPLAINT_NOTE_MAX = 1000;
/** Photos one complaint may carry (the picture pipeline's checks apply to each). */
export const MAX_COMPLAINT_PICTURES = 3;
/**
 * Hours after delivery a complaint may be made, until the shop sets its own
 * (GET/POST /admin/shop-content, `complaint_window_hours`).
 */
export const DEFAULT_COMPLAINT_WINDOW_HOURS = 48;
export const MAX_COMPLAINT_WINDOW_HOURS = 24 * 30;
