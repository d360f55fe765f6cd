// Plain values of reviews (api-contract.md, Version 3), apart from zod so that the browser's
// first load and the order page can use them without bringing the schemas along.

export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** A review's comment and the shop's reply, in characters. */
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
/** Days after delivery a product of the order may be reviewed. */
export const REVIEW_WINDOW_DAYS = 60;
/** Days after it was first written the shopper may change their review. */
export const REVIEW_EDIT_DAYS = 7;
/** Published reviews a product page reads at a time (the itemReviews route's page). */
export const ITEM_REVIEWS_PAGE = 10;
