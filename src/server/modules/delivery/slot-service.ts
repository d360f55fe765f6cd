import type { DeliveryRound, DeliverySlot } from '@/contracts/delivery-slots';
import type { Locale } from '@/lib/i18n/locales';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { AppError } from '@/server/errors/app-error';
import { findZone } from './zone-repository';
import { currentRounds, ensureSlots, runningRounds, slotsOf } from './slot-repository';
import { inWeekOrder, toDeliverySlot } from './slot-mapper';
import { offeredDates, servesZone } from './slot-times';

/**
 * GET /delivery/slots?zone_id=: the slots of the next SLOT_DAYS_AHEAD Cairo days, today
 * included, of the rounds serving the zone, made on first request. Slots past their cut-off
 * are left out (a shopper cannot pick them, and today's list shrinks as the day goes on);
 * full ones stay in the list with `remaining: 0` and `available: false`, so the shopper sees
 * the round exists and is taken. A zone no round serves answers [] and orders without a slot.
 */
export async function listSlots(db: Db, zoneId: number, locale: Locale): Promise<DeliverySlot[]> {
  const zone = await findZone(db, zoneId);
  if (!zone) throw AppError.notFound('error.zone_not_found');
  if (zone.active !== 1) {
    const params = { area: locale === 'ar' ? zone.area_ar : zone.area_en };
    throw new AppError('conflict', { message: 'error.zone_inactive', params });
  }
  const at = now();
  const rounds = (await runningRounds(db)).filter((round) => servesZone(round.zone_ids, zoneId));
  if (rounds.length === 0) return [];
  const dates = offeredDates(at);
  const wanted = dates.flatMap(({ date, weekday }) =>
    rounds.filter((round) => round.weekday === weekday).map((round) => ({ round, date })),
  );
  await ensureSlots(db, wanted);
  const slots = await slotsOf(
    db,
    rounds.map((round) => round.id),
    dates.map(({ date }) => date),
  );
  return slots.filter((slot) => slot.cutoff_at > at).map((slot) => toDeliverySlot(slot, at));
}

/** GET /admin/slots: every weekday's rounds, inactive ones too, Saturday first. */
export async function listRounds(db: Db): Promise<DeliveryRound[]> {
  return inWeekOrder(await currentRounds(db));
}
