import { adminSearchSynonymDelete } from '@/server/modules/catalog/search-synonym-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default adminSearchSynonymDelete;
