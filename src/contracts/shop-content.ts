import { z } from 'zod';
import { featureSchema } from './catalog';
import { MAX_COMPLAINT_WINDOW_HOURS } from './complaint-constants';
import { contactSchema } from './contact';
import { text } from './fields';

export const FACT_MAX = 200;
export const PROMISE_TITLE_MAX = 60;
export const PROMISE_SUBTITLE_MAX = 160;
export const BRANCH_NAME_MAX = 60;
export const BRANCH_ADDRESS_MAX = 200;
export const CONTACT_VALUE_MAX = 200;
export const CONTACT_LABEL_MAX = 60;

/**
 * GET /shop/facts: what every page's footer (and the contact page, the WhatsApp button)
 * shows of the shop, in the caller's language, in one answer: the opening hours, the line
 * about the shop, the area served, the service promises and the contacts. The promises and
 * contacts are the same lists as /feature/list and /app_contacts.
 */
export const shopFactsSchema = z.object({
  hours: z.string(),
  about: z.string(),
  area: z.string(),
  promises: z.array(featureSchema),
  contacts: z.array(contactSchema),
});
export type ShopFacts = z.infer<typeof shopFactsSchema>;

/** The facts' texts in both languages, as staff edit them. */
export const staffFactsSchema = z.object({
  hours_en: z.string(),
  hours_ar: z.string(),
  about_en: z.string(),
  about_ar: z.string(),
  area_en: z.string(),
  area_ar: z.string(),
  /** Hours after delivery a shopper may complain about an order's lines. */
  complaint_window_hours: z.int(),
});
export const staffPromiseSchema = z.object({
  id: z.int(),
  icon: z.string(),
  title_en: z.string(),
  title_ar: z.string(),
  subtitle_en: z.string(),
  subtitle_ar: z.string(),
});
export const staffBranchSchema = z.object({
  id: z.int(),
  name_en: z.string(),
  name_ar: z.string(),
  address_en: z.string(),
  address_ar: z.string(),
  phone: z.string(),
});
export const staffContactSchema = z.object({
  id: z.int(),
  type: contactSchema.shape.type,
  value: z.string(),
  /** What Arabic pages show instead of `value` (an address); null: the same value. */
  value_ar: z.string().nullable(),
  label_en: z.string(),
  label_ar: z.string(),
});

/** GET /admin/shop-content (staff): everything the shop says of itself, both languages. */
export const staffShopContentSchema = z.object({
  facts: staffFactsSchema,
  promises: z.array(staffPromiseSchema),
  branches: z.array(staffBranchSchema),
  contacts: z.array(staffContactSchema),
});
export type StaffShopContent = z.infer<typeof staffShopContentSchema>;
export type StaffFacts = z.infer<typeof staffFactsSchema>;
export type StaffPromise = z.infer<typeof staffPromiseSchema>;
export type StaffBranch = z.infer<typeof staffBranchSchema>;
export type StaffContact = z.infer<typeof staffContactSchema>;

/** At least one field: an empty save is a mistake worth saying so. */
const someField = (body: Record<string, unknown>) =>
  Object.values(body).some((value) => value !== undefined);
const nothing = () => ({ path: ['body'], error: 'validation.nothing_to_update' });

/**
 * Hours after delivery a complaint may be made: whole hours, at least one, at most a month.
 * The bounds are checked before the whole-number rule (as orderQuantitySchema says why).
 */
export const complaintWindowSchema = z.number().min(1).max(MAX_COMPLAINT_WINDOW_HOURS).int();

/** POST /admin/shop-facts (admins): one or more of the facts' texts, or the complaint window. */
export const factsUpdateBodySchema = z
  .object({
    hours_en: text(FACT_MAX).optional(),
    hours_ar: text(FACT_MAX).optional(),
    about_en: text(FACT_MAX).optional(),
    about_ar: text(FACT_MAX).optional(),
    area_en: text(FACT_MAX).optional(),
    area_ar: text(FACT_MAX).optional(),
    complaint_window_hours: complaintWindowSchema.optional(),
  })
  .refine(someField, nothing());

/** POST /admin/promises/{id} (admins): a promise's title and line in either language. */
export const promiseUpdateBodySchema = z
  .object({
    title_en: text(PROMISE_TITLE_MAX).optional(),
    title_ar: text(PROMISE_TITLE_MAX).optional(),
    subtitle_en: text(PROMISE_SUBTITLE_MAX).optional(),
    subtitle_ar: text(PROMISE_SUBTITLE_MAX).optional(),
  })
  .refine(someField, nothing());

/** POST /admin/branches/{id} (admins): a branch's names, addresses and phone. */
export const branchUpdateBodySchema = z
  .object({
    name_en: text(BRANCH_NAME_MAX).optional(),
    name_ar: text(BRANCH_NAME_MAX).optional(),
    address_en: text(BRANCH_ADDRESS_MAX).optional(),
    address_ar: text(BRANCH_ADDRESS_MAX).optional(),
    // Landlines too (050...), so not the mobile rule of the shopper's fields.
    phone: z
      .string()
      .trim()
      .regex(/^\d{6,15}$/, { error: 'validation.invalid_shop_phone' })
      .optional(),
  })
  .refine(someField, nothing());

/** POST /admin/contacts/{id} (admins): a contact's value (per language) and labels. */
export const contactUpdateBodySchema = z
  .object({
    value: text(CONTACT_VALUE_MAX).optional(),
    /** null: Arabic pages show `value`. */
    value_ar: text(CONTACT_VALUE_MAX).nullable().optional(),
    label_en: text(CONTACT_LABEL_MAX).optional(),
    label_ar: text(CONTACT_LABEL_MAX).optional(),
  })
  .refine(someField, nothing());

export type FactsUpdateBody = z.input<typeof factsUpdateBodySchema>;
export type PromiseUpdateBody = z.input<typeof promiseUpdateBodySchema>;
export type BranchUpdateBody = z.input<typeof branchUpdateBodySchema>;
export type ContactUpdateBody = z.input<typeof contactUpdateBodySchema>;
