import { favoritesAdd } from '@/server/modules/favorites/favorite-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default favoritesAdd;
