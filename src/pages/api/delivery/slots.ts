import { deliverySlots } from '@/server/modules/delivery/slot-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default deliverySlots;
