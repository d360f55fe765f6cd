import type { HttpHandler } from 'msw';
import {
  DASHBOARD_ENDPOINT_PATHS,
  dashboardListSchema,
} from '@/contracts/dashboard/dashboard-endpoints';
import { DASHBOARD_FIXTURES } from '../fixtures/dashboard-fixtures';
import { listHandler } from './list-handler';

/** One GET handler per dashboard path of spec section 7, each checked against its schema. */
export const dashboardHandlers: HttpHandler[] = DASHBOARD_ENDPOINT_PATHS.map((path) =>
  listHandler(path, DASHBOARD_FIXTURES[path], dashboardListSchema(path)),
);
