import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import { adminSummary } from './summary-routes';

/* The dashboard's summary (ADR 0020): figures read across orders and items, written nowhere. */

export const summaryRoutes = { adminSummary } satisfies Partial<Record<RouteName, ApiRoute>>;
