import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import { health } from './health-routes';

/* The health module's door (ADR 0020): whether this instance can serve. */

export const healthRoutes = { health } satisfies Partial<Record<RouteName, ApiRoute>>;
