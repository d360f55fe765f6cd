import type { RequestHead } from './request-info';
import { DEFAULT_LIST_LIMIT, limitSchema, pageSchema } from '@/contracts/list';
import { AppError, type FieldErrors } from '@/server/errors/app-error';
import { headerValue, queryParams } from './request-info';
import { issueMessage } from '@/server/errors/field-errors';

/** A list call's page: what the handler reads, and what the envelope reports back. */
export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

/**
 * `limit` from the header (the spec sends `limit: 10000`) or `?limit=`, `page` from `?page=`.
 * A bad value is a 400 naming it, not a silent default; one above the list's `maxLimit` (or
 * the contract's 10000) is lowered to it.
 */
export function readPaging(
  req: RequestHead,
  defaultLimit = DEFAULT_LIST_LIMIT,
  maxLimit?: number,
): Paging {
  const query = queryParams(req);
  const rawLimit: string | undefined = query.get('limit') ?? headerValue(req, 'limit');
  const rawPage = query.get('page');
  const errors: FieldErrors = {};
  let limit = defaultLimit;
  let page = 1;
  if (rawLimit !== undefined) {
    const parsed = limitSchema.safeParse(rawLimit, { reportInput: true });
    if (parsed.success)
      limit = maxLimit === undefined ? parsed.data : Math.min(parsed.data, maxLimit);
    else if (parsed.error.issues[0]) errors.limit = issueMessage(parsed.error.issues[0]);
  }
  if (rawPage !== null) {
    const parsed = pageSchema.safeParse(rawPage, { reportInput: true });
    if (parsed.success) page = parsed.data;
    else if (parsed.error.issues[0]) errors.page = issueMessage(parsed.error.issues[0]);
  }
  if (Object.keys(errors).length > 0) throw new AppError('invalid_input', { errors });
  return { page, limit, offset: (page - 1) * limit };
}
