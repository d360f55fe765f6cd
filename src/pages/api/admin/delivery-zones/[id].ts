import { adminDeliveryZoneUpdate } from '@/server/modules/delivery/zone-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default adminDeliveryZoneUpdate;
