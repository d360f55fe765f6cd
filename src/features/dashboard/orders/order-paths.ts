/** Where one order of the dashboard lives, and its packing slip. */
export const staffOrderPath = (id: number) => `/dashboard/orders/${id}`;
export const packingSlipPath = (id: number) => `/dashboard/orders/${id}/slip`;
