import { userLogin } from '@/server/modules/accounts/account-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default userLogin;
