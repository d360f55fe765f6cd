import type { RequestHandler } from 'msw';
import { dashboardHandlers } from './handlers/dashboard';
import { demoShopHandlers } from './handlers/demo-shops';

/**
 * The demo mock layer's handlers (spec section 7, mock paths only). Everything else goes
 * to the real network; tests add per-test handlers with `server.use`.
 */
export const handlers: RequestHandler[] = [...demoShopHandlers, ...dashboardHandlers];
