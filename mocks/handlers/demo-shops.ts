import type { HttpHandler } from 'msw';
import { DEMO_SHOP_ENDPOINT_PATHS, demoListSchema } from '@/contracts/demo/demo-endpoints';
import { toLocale } from '@/lib/i18n/locales';
import { DEMO_SHOP_FIXTURES } from '../fixtures/demo-shop-fixtures';
import { inLocale } from '../fixtures/shared/bilingual';
import { listHandler } from './list-handler';

/**
 * One GET handler per demo-shop path of spec section 7, each checked against its schema. The
 * list comes in the language of the request's `lang` header (the header every call of the
 * shop carries, set by the demo's client from the page's language); English without one.
 * The product page's two paths read the product from the query (?shop=&id=).
 */
export const demoShopHandlers: HttpHandler[] = DEMO_SHOP_ENDPOINT_PATHS.map((path) =>
  listHandler(
    path,
    (request) =>
      inLocale(
        DEMO_SHOP_FIXTURES[path](new URL(request.url).searchParams),
        toLocale(request.headers.get('lang')),
      ),
    demoListSchema(path),
  ),
);
