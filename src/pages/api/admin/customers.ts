import { adminCustomers } from '@/server/modules/accounts/customer-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default adminCustomers;
