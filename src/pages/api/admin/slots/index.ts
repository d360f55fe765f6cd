import { adminSlots } from '@/server/modules/delivery-slots/slot-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default adminSlots;
