import { defineRoute } from '@/server/http/define-route';
import { recordClick, searchStats } from './search-stats-service';

export const adminSearchStats = defineRoute('adminSearchStats', {
  summary:
    'Staff: what shoppers looked for over the last `days` Cairo days, today included (`?days=` 1 to 90, 7 by default). Queries are folded as search reads them (spelling variants, case, spaces), cut to 60 characters, with nothing about who typed them; queries with an `@` or six digits or more are never kept. `top`: the most searched (the search page), `zero`: those that found nothing (or, typed in the header and never searched, suggested nothing), each with `found_now`, the items it finds today (a synonym added since shows at once), `unclicked`: searched with results 3 times or more and no product opened from them (`count`: those searches). Each list at most 20, most first. This instance’s counts are written before reading; other instances’ within 5 s.',
  async handle({ db, query }) {
    return { results: await searchStats(db, query.days) };
  },
});

export const itemsSearchClick = defineRoute('itemsSearchClick', {
  summary:
    'The shopper’s browser, when a product is opened from the search page’s results: counts one click for `query` (the search’s term, folded as search reads it) on today’s statistics, for a query searched today only. No account or address is kept. At most 30 per address per minute (429 beyond).',
  async handle({ body, clientIp }) {
    await recordClick(clientIp, body.query);
    return { results: null };
  },
});
