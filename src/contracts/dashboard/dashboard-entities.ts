import { z } from 'zod';
import { demoIdSchema, demoImageSchema } from '../demo/demo-entities';

/**
 * The seller/admin dashboard's sample data (spec section 3, "Demo dashboard entities"):
 * what the MSW mock layer answers on the dashboard paths and what its screens show.
 * Money is in the shop's currency; dates are ISO 8601.
 */

const money = z.number().nonnegative();
const isoDate = z.iso.datetime({ offset: true });
const name = z.string().min(1);

export const ORDER_STATUSES = ['Delivered', 'Pending', 'Processing'] as const;
export const REQUEST_STATUSES = ['Accepted', 'Rejected', 'Processing', 'Pending'] as const;
export const PAYMENT_STATUSES = ['Success', 'Pending'] as const;
export const SELLER_PACKAGES = ['Premium', 'Gold', 'Silver'] as const;
/** The theme colours a summary card may wear. */
export const CARD_COLOURS = ['primary', 'info', 'success', 'warning', 'error'] as const;

export const dashboardCardSchema = z.object({
  title: name,
  /** This period. */
  amount1: money,
  /** The period before. */
  amount2: money,
  color: z.enum(CARD_COLOURS),
  /** Change against the period before, in percent. */
  percentage: z.number().nonnegative(),
  status: z.enum(['up', 'down']).optional(),
});
export type DashboardCard = z.infer<typeof dashboardCardSchema>;

export const recentPurchaseSchema = z.object({
  id: demoIdSchema,
  product: name,
  payment: z.enum(PAYMENT_STATUSES),
  amount: money,
});
export type RecentPurchase = z.infer<typeof recentPurchaseSchema>;

export const stockOutProductSchema = z.object({
  id: demoIdSchema,
  product: name,
  stock: z.int().nonnegative(),
  amount: money,
});
export type StockOutProduct = z.infer<typeof stockOutProductSchema>;

export const dashboardProductSchema = z.object({
  id: demoIdSchema,
  name,
  category: name,
  price: money,
  published: z.boolean(),
  /** The brand's logo. */
  brand: demoImageSchema,
  image: demoImageSchema,
});
export type DashboardProduct = z.infer<typeof dashboardProductSchema>;

export const dashboardBrandSchema = z.object({
  id: demoIdSchema,
  name,
  logo: demoImageSchema,
  featured: z.boolean(),
});
export type DashboardBrand = z.infer<typeof dashboardBrandSchema>;

export const dashboardCategorySchema = z.object({
  id: demoIdSchema,
  name,
  /** The department it sits in (itself at level 1). */
  category: name,
  level: z.int().min(1).max(3),
  featured: z.boolean(),
  banner: demoImageSchema,
});
export type DashboardCategory = z.infer<typeof dashboardCategorySchema>;

export const dashboardReviewSchema = z.object({
  id: demoIdSchema,
  /** The product reviewed. */
  name,
  customer: name,
  comment: z.string().min(1),
  published: z.boolean(),
  image: demoImageSchema,
});
export type DashboardReview = z.infer<typeof dashboardReviewSchema>;

export const dashboardOrderSchema = z.object({
  id: z.string().min(1),
  qty: z.int().positive(),
  amount: money,
  status: z.enum(ORDER_STATUSES),
  purchaseDate: isoDate,
  billingAddress: z.string().min(1),
});
export type DashboardOrder = z.infer<typeof dashboardOrderSchema>;

export const dashboardCustomerSchema = z.object({
  id: demoIdSchema,
  name,
  phone: z.string().min(1),
  email: z.email(),
  balance: money,
  orders: z.int().nonnegative(),
  image: demoImageSchema,
});
export type DashboardCustomer = z.infer<typeof dashboardCustomerSchema>;

export const refundRequestSchema = z.object({
  id: demoIdSchema,
  orderNo: z.string().min(1),
  shopName: name,
  /** The customer asking. */
  name,
  amount: money,
  status: z.enum(REQUEST_STATUSES),
  image: demoImageSchema,
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const dashboardSellerSchema = z.object({
  id: demoIdSchema,
  name,
  phone: z.string().min(1),
  shopName: name,
  balance: money,
  package: z.enum(SELLER_PACKAGES),
  published: z.boolean(),
  image: demoImageSchema,
});
export type DashboardSeller = z.infer<typeof dashboardSellerSchema>;

export const packagePaymentSchema = z.object({
  no: z.int().positive(),
  date: isoDate,
  seller: name,
  package: z.enum(SELLER_PACKAGES),
  amount: money,
  payment: z.enum(PAYMENT_STATUSES),
});
export type PackagePayment = z.infer<typeof packagePaymentSchema>;

export const earningHistorySchema = z.object({
  no: z.int().positive(),
  date: isoDate,
  orderNo: z.string().min(1),
  shopName: name,
  sellerEarning: money,
  adminCommission: money,
});
export type EarningHistory = z.infer<typeof earningHistorySchema>;

export const payoutSchema = z.object({
  no: z.int().positive(),
  date: isoDate,
  /** The seller paid, and their shop. */
  sellerInfo: z.object({ name, shopName: name, image: demoImageSchema }),
  amount: money,
  payment: z.enum(PAYMENT_STATUSES),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutRequestSchema = z.object({
  no: z.int().positive(),
  date: isoDate,
  seller: name,
  shopName: name,
  totalAmount: money,
  requestAmount: money,
  status: z.enum(REQUEST_STATUSES),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;
