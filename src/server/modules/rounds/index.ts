import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import {
  adminCash,
  adminCashClose,
  adminDrivers,
  adminRoundsNew,
  adminRounds,
  adminRoundUpdate,
  driverRound,
  driverStopDelivered,
  driverStopFailed,
} from './round-routes';

/*
 * The drivers' rounds module's door (issue 43): rounds of ready orders given to drivers, the
 * stops done at the door (each a move of the orders module's workflow, in the stop's
 * transaction), and the cash each driver's day ends with.
 */

export const roundRoutes = {
  adminDrivers,
  adminRounds,
  adminRoundsNew,
  adminRoundUpdate,
  driverRound,
  driverStopDelivered,
  driverStopFailed,
  adminCash,
  adminCashClose,
} satisfies Partial<Record<RouteName, ApiRoute>>;
