/** Where one order of the dashboard lives, and its packing slip. */
export const staffOrderPath = (id: number) => `/dashboard/orders/${id}`;
/** The order's page with its "Record weights" dialog open: where the queue sends a seller to weigh. */
export const weighOrderPath = (id: number) => `${staffOrderPath(id)}?weigh=1`;
export const packingSlipPath = (id: number) => `/dashboard/orders/${id}/slip`;
