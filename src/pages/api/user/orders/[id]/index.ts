import { orderDetails } from '@/server/modules/orders/order-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default orderDetails;
