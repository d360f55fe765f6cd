import { health } from '@/server/modules/health/health-routes';

export const config = { api: { bodyParser: false } };
export default health;
