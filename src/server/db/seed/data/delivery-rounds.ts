/**
 * The shop's delivery rounds, Cairo time, for every zone: four rounds Saturday to Thursday;
 * Friday only after the noon prayer. Orders close two hours before a round leaves, the time
 * to slaughter, clean and pack.
 */
export interface SeedDeliveryRound {
  weekday: number;
  from: string;
  to: string;
  capacity: number;
  cutoff_minutes: number;
}

const CUTOFF_MINUTES = 120;
const WORKDAY_ROUNDS = [
  ['10:00', '13:00', 15],
  ['13:00', '16:00', 20],
  ['16:00', '19:00', 20],
  ['19:00', '22:00', 15],
] as const;
const FRIDAY_ROUNDS = [
  ['14:00', '17:00', 15],
  ['17:00', '21:00', 20],
] as const;
const FRIDAY = 5;
/** Saturday to Thursday, as Date#getUTCDay counts them. */
const WORKDAYS = [6, 0, 1, 2, 3, 4];

const round = (weekday: number, [from, to, capacity]: readonly [string, string, number]) => ({
  weekday,
  from,
  to,
  capacity,
  cutoff_minutes: CUTOFF_MINUTES,
});

export const seedDeliveryRounds: readonly SeedDeliveryRound[] = [
  ...WORKDAYS.flatMap((weekday) => WORKDAY_ROUNDS.map((times) => round(weekday, times))),
  ...FRIDAY_ROUNDS.map((times) => round(FRIDAY, times)),
];
