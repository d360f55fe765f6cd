import { adminItemImages } from '@/server/modules/catalog/staff-item-routes';

// The multipart body is read by the route (read-upload.ts), with its own size limit.
export const config = { api: { bodyParser: false, responseLimit: false } };
export default adminItemImages;
