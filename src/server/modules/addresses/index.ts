import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import {
  addressDelete,
  addressDetails,
  addressList,
  addressNew,
  addressUpdate,
} from './address-routes';

/* The addresses module's door (ADR 0020): a shopper's saved delivery addresses. */

export const addressRoutes = {
  addressList,
  addressNew,
  addressDetails,
  addressUpdate,
  addressDelete,
} satisfies Partial<Record<RouteName, ApiRoute>>;

export { toAddress } from './address-mapper';
export { addressWithZone, type AddressZone } from './address-zone-repository';
