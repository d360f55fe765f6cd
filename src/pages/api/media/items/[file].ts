import { serveItemPicture } from '@/server/modules/media/media-routes';

// A picture, not a call of the contract: outside the route table (media-routes.ts says why).
export const config = { api: { bodyParser: false, responseLimit: false } };
export default serveItemPicture;
