import { adminItemPrices } from '@/server/modules/catalog/staff-item-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default adminItemPrices;
