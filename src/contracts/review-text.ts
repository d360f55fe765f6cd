import { optionalText } from './fields';

/**
 * A web address in a shopper's words: a scheme, `www.`, or a name with a dot and a common
 * ending. A review or a complaint is read by other shoppers and by staff on their phones; a
 * link there is almost always spam or a trap, and never needed to say what a bird was like.
 */
const LINK =
  /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|info|biz|io|me|ly|co|eg|xyz|online|site|link|app|shop|store)\b)/i;

export const hasNoLink = (value: string): boolean => !LINK.test(value);

/**
 * Free text a shopper writes for others to read (a review, a complaint's note) or staff write
 * back: every free-text field's rules (optionalText: no markup, no direction controls,
 * something visible), at most `max` characters, and no links. Missing or null is ''.
 */
export const reviewText = (max: number) =>
  optionalText(max).refine(hasNoLink, { error: 'validation.no_links' });
