import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import { adminSlots, adminSlotsUpdate, deliverySlots } from './slot-routes';
import { adminDeliveryZones, adminDeliveryZoneUpdate, deliveryCharges } from './zone-routes';

/*
 * The delivery module's door (ADR 0020): zones (fee, minimum, whether the shop goes there) and
 * the weekly rounds with their slots. Orders book and free a slot inside their transaction.
 */

export const deliveryRoutes = {
  deliveryCharges,
  deliverySlots,
  adminDeliveryZones,
  adminDeliveryZoneUpdate,
  adminSlots,
  adminSlotsUpdate,
} satisfies Partial<Record<RouteName, ApiRoute>>;

export { bookSlot, freeSlotOf, orderSlotOf } from './slot-booking';
