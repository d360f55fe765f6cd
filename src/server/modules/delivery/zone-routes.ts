import { defineRoute } from '@/server/http/define-route';
import { pageOf } from '@/server/http/page-of';
import { listDeliveryZones } from './charge-service';
import { listStaffZones, updateZone } from './zone-service';

export const adminDeliveryZones = defineRoute('adminDeliveryZones', {
  summary:
    'Staff: every delivery zone, inactive ones too, with `is_active` and the area and delivery time in both languages (`area_ar`, `area_en`, `eta_ar`, `eta_en`) for editing.',
  async handle({ db, locale, paging }) {
    return pageOf(await listStaffZones(db, locale), paging);
  },
});

export const adminDeliveryZoneUpdate = defineRoute('adminDeliveryZoneUpdate', {
  summary:
    'Admins only (a seller gets 403): change a zone’s fee, minimum order (EGP, at most two decimals), whether it is active, and its names and delivery time (`names: {area_ar, area_en, eta_ar, eta_en}`). Kept in the audit log as `zone.update`; the public delivery charges and checkout show it within 2 s. An inactive zone leaves the public list and takes no orders.',
  async handle({ db, user, locale, params, body }) {
    return {
      results: await updateZone(db, params.id, body, {
        userId: user.userId,
        role: user.role,
        locale,
      }),
      message: 'ok.zone_updated',
    };
  },
});

export const deliveryCharges = defineRoute('deliveryCharges', {
  summary: 'Delivery zones: fee, minimum order and estimated time per area.',
  async handle({ db, locale, paging }) {
    return pageOf(await listDeliveryZones(db, locale), paging);
  },
});
