import { z } from 'zod';

/**
 * The demo shops' sample data (spec section 3): what the MSW mock layer answers and what the
 * section library renders. The mocks, their tests and the pages' hooks all parse with these.
 */

/** Fixture ids are numbers or numeric strings ("7" and 7 name the same product). */
export const demoIdSchema = z.union([z.int().nonnegative(), z.string().regex(/^\d+$/)]);
export type DemoId = z.infer<typeof demoIdSchema>;

/** Pictures are generated into public/images/demo: no hotlinking, nothing off-site. */
export const demoImageSchema = z.string().regex(/^\/images\/demo\/[a-z0-9\-/]+\.svg$/);

/** A site path: the demo never links off-site. */
const localHrefSchema = z.string().regex(/^\/(?!\/)[^\s\\]*$/);

/** The icon names the section library can draw (src/features/demo-shops/sections/demo-icon.tsx). */
export const DEMO_ICONS = [
  'delivery',
  'money-back',
  'return',
  'support',
  'feedback',
  'secure-payment',
  'gift',
  'home',
  'phone',
  'laptop',
  'camera',
  'headphones',
  'watch',
  'glasses',
  'car',
  'bike',
  'dress',
  'shoe',
  'bag',
  'sofa',
  'chair',
  'bed',
  'lamp',
  'fruit',
  'vegetable',
  'dairy',
  'bakery',
  'meat',
  'fish',
  'drink',
  'skincare',
  'makeup',
  'perfume',
  'hair',
  'health',
  'baby',
  'pet',
  'toy',
  'flower',
  'card',
  'music',
  'sport',
] as const;
export type DemoIcon = (typeof DEMO_ICONS)[number];
export const demoIconSchema = z.enum(DEMO_ICONS);

/** A sample catalogue product. */
export const demoProductSchema = z.object({
  id: demoIdSchema,
  title: z.string().min(1),
  /** Before the discount. */
  price: z.number().positive(),
  imgUrl: demoImageSchema,
  imgGroup: z.tuple([demoImageSchema, demoImageSchema, demoImageSchema]),
  /** Percent off. */
  discount: z.int().min(0).max(60),
  rating: z.number().min(1).max(5),
  category: z.string().min(1).optional(),
  unit: z.string().min(1).optional(),
  reviewCount: z.int().nonnegative().optional(),
  /** On promotional entries ("SHOP NOW"). */
  buttonText: z.string().min(1).optional(),
  status: z.enum(['', 'New']).optional(),
  /** Furniture finishes: hex colours. */
  productColors: z
    .array(z.string().regex(/^#[0-9A-Fa-f]{6}$/))
    .min(1)
    .optional(),
});
export type DemoProduct = z.infer<typeof demoProductSchema>;

export type DemoNavItem = {
  icon?: DemoIcon;
  title: string;
  href: string;
  children?: DemoNavItem[];
};

/** A sidebar entry; children nest to any depth. */
export const demoNavItemSchema: z.ZodType<DemoNavItem> = z.object({
  icon: demoIconSchema.optional(),
  title: z.string().min(1),
  href: localHrefSchema,
  get children() {
    return z.array(demoNavItemSchema).min(1).optional();
  },
});

/** A service promise: a subtitle, or two lines (subtitle1, subtitle2). */
export const demoServiceSchema = z.object({
  icon: demoIconSchema,
  title: z.string().min(1),
  subtitle: z.string().min(1).optional(),
  subtitle1: z.string().min(1).optional(),
  subtitle2: z.string().min(1).optional(),
});
export type DemoService = z.infer<typeof demoServiceSchema>;

/** A banner, carousel slide or timed offer. */
export const demoOfferSchema = z.object({
  id: demoIdSchema,
  title: z.string().min(1),
  subtitle: z.string().min(1).optional(),
  imgUrl: demoImageSchema,
  buttonText: z.string().min(1).optional(),
  /** Percent off. */
  discount: z.int().min(0).max(60).optional(),
  /** Money off, in the shop's currency. */
  off: z.number().positive().optional(),
  brand: z.string().min(1).optional(),
  /** When the deal ends (ISO 8601): the section counts down to it. */
  expireDate: z.iso.datetime({ offset: true }).optional(),
  href: localHrefSchema.optional(),
});
export type DemoOffer = z.infer<typeof demoOfferSchema>;

export const demoBlogSchema = z.object({
  id: demoIdSchema,
  /** The post's own address: a fragment on the shop page that shows it. */
  url: localHrefSchema,
  comments: z.int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
  imgUrl: demoImageSchema,
  title: z.string().min(1),
  description: z.string().min(1),
});
export type DemoBlog = z.infer<typeof demoBlogSchema>;

export const demoTestimonialSchema = z.object({
  id: demoIdSchema,
  clientName: z.string().min(1),
  comment: z.string().min(1),
  photoUrl: demoImageSchema,
  rating: z.number().min(1).max(5).optional(),
});
export type DemoTestimonial = z.infer<typeof demoTestimonialSchema>;

/** A category tile of a strip (featured, top, bottom, shop-by-category). */
export const demoCategorySchema = z.object({
  id: demoIdSchema,
  title: z.string().min(1),
  imgUrl: demoImageSchema,
  /** A short line under the title ("120 products", "Up to 30% off"). */
  subtitle: z.string().min(1).optional(),
  href: localHrefSchema,
});
export type DemoCategory = z.infer<typeof demoCategorySchema>;

/** A brand or a shop in a strip. */
export const demoBrandSchema = z.object({
  id: demoIdSchema,
  name: z.string().min(1),
  imgUrl: demoImageSchema,
  href: localHrefSchema,
});
export type DemoBrand = z.infer<typeof demoBrandSchema>;
