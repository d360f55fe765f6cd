import type { Db } from '@/server/db/db-types';
import {
  addTallies,
  deleteDaysBefore,
  queriesOnDay,
  storedQueries,
  type QueryTally,
} from './search-stats-repository';

/** Whether a count may make a new row: a search or a header miss, not a click alone. */
const makesRow = (tally: QueryTally) => tally.searches > 0 || tally.suggest_misses > 0;

/**
 * Writes one day's counts, keeping the table bounded: a day holds at most `perDay` queries.
 * Queries the day already has are always added to; new ones take the room left, in the order
 * they were first counted, and the rest are dropped (a flood of made-up queries cannot grow
 * the table past the cap, and the day's real queries, stored earlier, keep counting). A click
 * never makes a row: it only counts for a query searched that day. Two processes flushing at
 * the same moment may each take the last room, so the cap holds to within one flush.
 */
export async function writeDay(
  db: Db,
  day: string,
  tallies: ReadonlyMap<string, QueryTally>,
  perDay: number,
): Promise<void> {
  const queries = [...tallies.keys()];
  const stored = await storedQueries(db, day, queries);
  let room = perDay - (await queriesOnDay(db, day));
  const rows: [string, QueryTally][] = [];
  for (const [query, tally] of tallies) {
    if (stored.has(query)) {
      rows.push([query, tally]);
    } else if (makesRow(tally) && room > 0) {
      room -= 1;
      rows.push([query, tally]);
    }
  }
  await addTallies(db, day, rows);
}

/** Deletes the days before `firstKept`, the oldest the statistics still show. */
export async function pruneDays(db: Db, firstKept: string): Promise<void> {
  await deleteDaysBefore(db, firstKept);
}
