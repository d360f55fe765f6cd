import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import { adminOutbox } from './outbox-routes';

/* The outbox as staff read it (ADR 0020); the outbox itself is src/server/notify's. */

export const adminRoutes = { adminOutbox } satisfies Partial<Record<RouteName, ApiRoute>>;
