import { adminAudit } from '@/server/modules/audit/audit-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default adminAudit;
