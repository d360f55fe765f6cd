import { unknownPathRoute } from '@/server/http/unknown-path-route';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default unknownPathRoute;
