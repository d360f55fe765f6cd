import { appContacts } from '@/server/modules/content/shop-info-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default appContacts;
