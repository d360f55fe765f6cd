import { itemsSuggest } from '@/server/modules/catalog/catalog-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default itemsSuggest;
