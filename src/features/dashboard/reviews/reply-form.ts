import { REVIEW_REPLY_MAX, reviewModerationBodySchema } from '@/contracts/reviews';

/*
 * The reply dialog's form, loaded with the dialog (zod and the contracts stay out of the
 * screen's first load): the moderation body itself, its `reply` always sent ('' takes the
 * reply away).
 */
export const replyFormSchema = reviewModerationBodySchema;

/** The reply's length limit, for the field's hint: it comes with the contract. */
export const replyMax = REVIEW_REPLY_MAX;
