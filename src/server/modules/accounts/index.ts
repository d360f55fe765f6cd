import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import {
  userChangePassword,
  userCheckPin,
  userForgetPassword,
  userLogin,
  userLogout,
  userProfile,
  userRegister,
  userResetPassword,
  userUpdateAccount,
} from './account-routes';
import { adminCustomers } from './customer-routes';
import { adminStaff, adminStaffNew, adminStaffUpdate } from './staff-routes';

/*
 * The accounts module's door (ADR 0020): users, sessions' sign-in, password resets, customers
 * and staff accounts.
 */

export const accountRoutes = {
  userRegister,
  userLogin,
  userLogout,
  userProfile,
  userUpdateAccount,
  userChangePassword,
  userForgetPassword,
  userCheckPin,
  userResetPassword,
  adminCustomers,
  adminStaff,
  adminStaffNew,
  adminStaffUpdate,
} satisfies Partial<Record<RouteName, ApiRoute>>;

export { login, logout, profile } from './account-service';
export { insertAccount, identityFieldsTaken } from './user-service';
