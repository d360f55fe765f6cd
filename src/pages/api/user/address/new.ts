import { addressNew } from '@/server/modules/addresses/address-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default addressNew;
