import { adminOrderWeights } from '@/server/modules/orders/order-weights-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default adminOrderWeights;
