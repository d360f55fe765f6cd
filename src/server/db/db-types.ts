import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * The query builder over the shop's tables, and the same inside a transaction. Kept apart from
 * database.ts, which opens the process's one database, so that what it runs at start (the
 * seed, the planner statistics, transactions) can name the type without importing it back.
 */
export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
