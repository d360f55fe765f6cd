import { sql } from 'kysely';
import type { Db } from '@/server/db/db-types';

/** One query's counts, as a day's row holds them or as they are added to it. */
export interface QueryTally {
  searches: number;
  zero_results: number;
  clicks: number;
  suggest_misses: number;
}

/** A query's counts summed over the days asked for. */
export interface QueryTotals extends QueryTally {
  query: string;
}

/** Rows per statement: six parameters each, far below either engine's limit. */
const CHUNK = 250;

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < values.length; at += CHUNK) out.push(values.slice(at, at + CHUNK));
  return out;
}

/** Which of `queries` the day already has a row for. */
export async function storedQueries(
  db: Db,
  day: string,
  queries: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(queries)) {
    const rows = await db
      .selectFrom('search_queries')
      .select('query')
      .where('day', '=', day)
      .where('query', 'in', part)
      .execute();
    for (const row of rows) found.add(row.query);
  }
  return found;
}

/** How many queries the day holds. */
export async function queriesOnDay(db: Db, day: string): Promise<number> {
  const row = await db
    .selectFrom('search_queries')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Adds counts to the day's rows, making the missing ones: one statement per chunk, each row
 * added to atomically (`excluded` is the row this statement tried to insert), so two
 * processes flushing the same query at once both count.
 */
export async function addTallies(
  db: Db,
  day: string,
  tallies: ReadonlyArray<readonly [string, QueryTally]>,
): Promise<void> {
  for (const part of chunks(tallies)) {
    await db
      .insertInto('search_queries')
      .values(part.map(([query, tally]) => ({ day, query, ...tally })))
      .onConflict((conflict) =>
        conflict.columns(['day', 'query']).doUpdateSet({
          searches: sql<number>`search_queries.searches + excluded.searches`,
          zero_results: sql<number>`search_queries.zero_results + excluded.zero_results`,
          clicks: sql<number>`search_queries.clicks + excluded.clicks`,
          suggest_misses: sql<number>`search_queries.suggest_misses + excluded.suggest_misses`,
        }),
      )
      .execute();
  }
}

/** Deletes the days before `firstKept` (`YYYY-MM-DD` compares as text). */
export async function deleteDaysBefore(db: Db, firstKept: string): Promise<void> {
  await db.deleteFrom('search_queries').where('day', '<', firstKept).execute();
}

const totals = (db: Db, since: string) =>
  db
    .selectFrom('search_queries')
    .where('day', '>=', since)
    .groupBy('query')
    .select((eb) => [
      'query',
      eb.fn.sum<number | string>('searches').as('searches'),
      eb.fn.sum<number | string>('zero_results').as('zero_results'),
      eb.fn.sum<number | string>('clicks').as('clicks'),
      eb.fn.sum<number | string>('suggest_misses').as('suggest_misses'),
    ]);

const toTotals = (row: {
  query: string;
  searches: number | string;
  zero_results: number | string;
  clicks: number | string;
  suggest_misses: number | string;
}): QueryTotals => ({
  query: row.query,
  searches: Number(row.searches),
  zero_results: Number(row.zero_results),
  clicks: Number(row.clicks),
  suggest_misses: Number(row.suggest_misses),
});

/** The most searched queries since `since`, most first (ties in the query's order). */
export async function topSearches(db: Db, since: string, limit: number): Promise<QueryTotals[]> {
  const rows = await totals(db, since)
    .having(sql`sum(searches)`, '>', 0)
    .orderBy(sql`sum(searches)`, 'desc')
    .orderBy('query')
    .limit(limit)
    .execute();
  return rows.map(toTotals);
}

/**
 * Queries that showed nothing since `since`: searched with no result at least once, or typed
 * in the header and never searched. Every such query (the service folds typing away).
 */
export async function missedQueries(db: Db, since: string): Promise<QueryTotals[]> {
  const rows = await totals(db, since)
    .having((eb) =>
      eb.or([
        eb(sql`sum(zero_results)`, '>', 0),
        eb.and([eb(sql`sum(searches)`, '=', 0), eb(sql`sum(suggest_misses)`, '>', 0)]),
      ]),
    )
    .orderBy('query')
    .execute();
  return rows.map(toTotals);
}

/** Queries searched with results at least `minimum` times since `since`, never clicked. */
export async function unclickedQueries(
  db: Db,
  since: string,
  minimum: number,
  limit: number,
): Promise<QueryTotals[]> {
  const rows = await totals(db, since)
    .having(sql`sum(searches - zero_results)`, '>=', minimum)
    .having(sql`sum(clicks)`, '=', 0)
    .orderBy(sql`sum(searches - zero_results)`, 'desc')
    .orderBy('query')
    .limit(limit)
    .execute();
  return rows.map(toTotals);
}
