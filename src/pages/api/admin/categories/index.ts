import { adminCategories } from '@/server/modules/catalog/staff-category-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default adminCategories;
