import { adminOutbox } from '@/server/modules/admin/outbox-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default adminOutbox;
