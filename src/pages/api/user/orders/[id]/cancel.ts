import { orderCancel } from '@/server/modules/orders/order-workflow-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default orderCancel;
