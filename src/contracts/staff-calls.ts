import { itemCreateBodySchema, itemUpdateBodySchema } from './staff-catalog';

/*
 * The contracts of the dashboard's forms, loaded on demand as the storefront's are
 * (staffFormContract in lib/api/call-schemas.ts), so zod is not in a dashboard page's first
 * load. Import them from here only that way.
 */

// Products.
export const itemCreateBody = itemCreateBodySchema;
export const itemUpdateBody = itemUpdateBodySchema;
