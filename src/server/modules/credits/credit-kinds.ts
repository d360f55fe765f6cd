import type { CreditEntryTable } from '@/server/db/schema';

/** `credit`: taken off a next order; `cash`: handed back by the driver at a next delivery. */
export type CreditKind = CreditEntryTable['kind'];
