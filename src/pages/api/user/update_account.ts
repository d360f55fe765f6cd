import { userUpdateAccount } from '@/server/modules/accounts/account-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default userUpdateAccount;
