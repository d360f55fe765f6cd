import { adminCustomers } from '@/server/modules/customers/customer-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default adminCustomers;
