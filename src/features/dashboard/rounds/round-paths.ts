import type { Round } from '@/contracts/driver-rounds';

/** The round's sheet to print or share; the day finds the round among that day's. */
export const roundSheetPath = (round: Pick<Round, 'id' | 'date'>): string =>
  `/dashboard/rounds/${String(round.id)}/sheet?date=${round.date}`;
