import { byMethod } from '@/server/http/by-method';
import { adminSlots, adminSlotsUpdate } from '@/server/modules/delivery/slot-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
// GET reads every weekday's rounds, POST replaces one weekday's (api-contract.md).
export default byMethod(adminSlots, adminSlotsUpdate);
