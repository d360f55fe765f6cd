import { byMethod } from '@/server/http/by-method';
import {
  adminSearchSynonymNew,
  adminSearchSynonyms,
} from '@/server/modules/catalog/search-synonym-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
// GET lists the built-in and the shop's own groups, POST adds one (api-contract.md).
export default byMethod(adminSearchSynonyms, adminSearchSynonymNew);
