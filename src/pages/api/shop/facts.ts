import { shopFactsRoute } from '@/server/modules/shop-info/shop-info-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default shopFactsRoute;
