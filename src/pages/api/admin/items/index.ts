import { adminItems } from '@/server/modules/staff-items/staff-item-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default adminItems;
