import type { z } from 'zod';
import { bannerSchema, categorySchema, featureSchema, itemSchema } from './catalog';
import { contactListResponseSchema } from './contact';
import { envelopeSchema, listEnvelopeSchema } from './envelope';
import { favoriteBodySchema } from './favorite';
import { deliveryChargeSchema } from './shop-info';

/*
 * The contracts of the calls the shop's header, home, product, search and cart pages make from
 * the browser, gathered so their api files can load them on demand (lib/api/call-schemas.ts):
 * zod is about 27 kB gzip, and these pages arrive with their data, so the first call, not the
 * first load, brings it (docs/adr/0006-performance.md). Import them from here only that way.
 */
export const itemListResponse = listEnvelopeSchema(itemSchema);
export const itemResponse = envelopeSchema(itemSchema);
export const categoryListResponse = listEnvelopeSchema(categorySchema);
export const bannerListResponse = listEnvelopeSchema(bannerSchema);
export const featureListResponse = listEnvelopeSchema(featureSchema);
export const deliveryChargeListResponse = listEnvelopeSchema(deliveryChargeSchema);
export const contactListResponse = contactListResponseSchema;
export const favoriteBody = favoriteBodySchema;

export type ItemListResponse = z.output<typeof itemListResponse>;
