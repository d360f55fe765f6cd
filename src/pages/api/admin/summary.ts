import { adminSummary } from '@/server/modules/summary/summary-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default adminSummary;
