// The one chunk of a delivered order's reviews and complaints (order-feedback.tsx loads it):
// both parts come from this module so that they make a single chunk, since every chunk costs
// each page of the shop an entry in webpack's runtime, which is part of every first load.
export { LineReview } from './line-review';
export { OrderComplaints } from './order-complaints';
