import type { HttpHandler } from 'msw';
import { DEMO_SHOP_ENDPOINT_PATHS, demoListSchema } from '@/contracts/demo/demo-endpoints';
import { DEMO_SHOP_FIXTURES } from '../fixtures/demo-shop-fixtures';
import { listHandler } from './list-handler';

/** One GET handler per demo-shop path of spec section 7, each checked against its schema. */
export const demoShopHandlers: HttpHandler[] = DEMO_SHOP_ENDPOINT_PATHS.map((path) =>
  listHandler(path, DEMO_SHOP_FIXTURES[path], demoListSchema(path)),
);
