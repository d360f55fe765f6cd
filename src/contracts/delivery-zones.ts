import { z } from 'zod';
import { egpAmount, egpText } from './egp-amount';
import { text } from './fields';
import { deliveryChargeSchema } from './shop-info';

/** The most a zone may charge for delivery, EGP: far above any real fee, below a typo's. */
export const MAX_ZONE_FEE = 1_000;
/** The highest minimum order a zone may ask, EGP. */
export const MAX_ZONE_MIN_ORDER = 20_000;
export const ZONE_AREA_MAX = 60;
export const ZONE_ETA_MAX = 80;

/**
 * A delivery zone as staff see it (GET /admin/delivery-zones): the public DeliveryCharge in
 * the caller's language, whether shoppers can choose it, and both languages' texts to edit.
 */
export const staffDeliveryZoneSchema = deliveryChargeSchema.extend({
  is_active: z.boolean(),
  area_ar: z.string(),
  area_en: z.string(),
  eta_ar: z.string(),
  eta_en: z.string(),
});
export type StaffDeliveryZone = z.infer<typeof staffDeliveryZoneSchema>;

export const zoneNamesSchema = z.object({
  area_ar: text(ZONE_AREA_MAX).optional(),
  area_en: text(ZONE_AREA_MAX).optional(),
  eta_ar: text(ZONE_ETA_MAX).optional(),
  eta_en: text(ZONE_ETA_MAX).optional(),
});

/** POST /admin/delivery-zones/{id} (admins): one or more of the zone's settings. */
export const zoneUpdateBodySchema = z
  .object({
    fee: egpAmount(MAX_ZONE_FEE).optional(),
    min_order: egpAmount(MAX_ZONE_MIN_ORDER).optional(),
    is_active: z.boolean().optional(),
    names: zoneNamesSchema.optional(),
  })
  .refine(
    (body) =>
      body.fee !== undefined ||
      body.min_order !== undefined ||
      body.is_active !== undefined ||
      [body.names?.area_ar, body.names?.area_en, body.names?.eta_ar, body.names?.eta_en].some(
        (value) => value !== undefined,
      ),
    { path: ['body'], error: 'validation.nothing_to_update' },
  );
export type ZoneUpdateBody = z.input<typeof zoneUpdateBodySchema>;

/** The zone editor's form: every field shown, amounts as typed; it sends what it holds. */
export const zoneFormSchema = z.object({
  fee: egpText(MAX_ZONE_FEE),
  min_order: egpText(MAX_ZONE_MIN_ORDER),
  is_active: z.boolean(),
  names: z.object({
    area_ar: text(ZONE_AREA_MAX),
    area_en: text(ZONE_AREA_MAX),
    eta_ar: text(ZONE_ETA_MAX),
    eta_en: text(ZONE_ETA_MAX),
  }),
});
export type ZoneFormInput = z.input<typeof zoneFormSchema>;
export type ZoneFormOutput = z.output<typeof zoneFormSchema>;
