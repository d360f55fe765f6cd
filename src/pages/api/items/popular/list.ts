import { popularList } from '@/server/modules/catalog/catalog-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default popularList;
