import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import {
  adminBranchUpdate,
  adminContactUpdate,
  adminPromiseUpdate,
  adminShopContent,
  adminShopFactsUpdate,
} from './shop-content-routes';
import { appContacts, branchesList, shopFactsRoute } from './shop-info-routes';

/* The content module's door (ADR 0020): branches, contacts, the shop's facts and promises. */

export const contentRoutes = {
  branchesList,
  appContacts,
  shopFacts: shopFactsRoute,
  adminShopContent,
  adminShopFactsUpdate,
  adminPromiseUpdate,
  adminBranchUpdate,
  adminContactUpdate,
} satisfies Partial<Record<RouteName, ApiRoute>>;

// For complaints: how long after delivery one may be made.
export { complaintWindowHours } from './shop-content-service';
