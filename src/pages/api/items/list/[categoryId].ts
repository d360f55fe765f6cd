import { categoryItemsList } from '@/server/modules/catalog/catalog-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default categoryItemsList;
