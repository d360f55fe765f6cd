import { adminSearchSynonymDelete } from '@/server/modules/search-synonyms/search-synonym-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default adminSearchSynonymDelete;
