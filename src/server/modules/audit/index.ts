import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import { adminAudit } from './audit-routes';

/* The audit module's door (ADR 0020): every module records its staff writes through it. */

export const auditRoutes = { adminAudit } satisfies Partial<Record<RouteName, ApiRoute>>;

export { recordStaffWrite } from './audit-service';
export type { AuditFields, StaffWrite } from './audit-repository';
