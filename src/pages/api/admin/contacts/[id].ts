import { adminContactUpdate } from '@/server/modules/content/shop-content-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default adminContactUpdate;
