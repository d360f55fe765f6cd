import { defineRoute } from '@/server/http/define-route';
import { updateWeekday } from './slot-schedule-service';
import { listRounds, listSlots } from './slot-service';

export const deliverySlots = defineRoute('deliverySlots', {
  summary:
    'The delivery slots of the next days (today from now on, Cairo time) of the rounds serving `zone_id`, earliest first, with the places left (`remaining`) and whether one can be picked now (`available`: places left and before `cutoff_at`). Slots past their cut-off are left out; full ones are listed with `available: false`. [] for a zone no round serves (it takes orders without a slot). 404 for an unknown zone, 409 for one the shop no longer delivers to. Never cached: the places change with every order.',
  async handle({ db, locale, query }) {
    return { results: await listSlots(db, query.zone_id, locale) };
  },
});

export const adminSlots = defineRoute('adminSlots', {
  summary:
    'Staff: the delivery rounds of every weekday (0 Sunday ... 6 Saturday), Saturday first, inactive ones too: times (Cairo), capacity, cut-off in minutes before the start, and the zones served (empty for every zone).',
  async handle({ db }) {
    return { results: await listRounds(db) };
  },
});

export const adminSlotsUpdate = defineRoute('adminSlotsUpdate', {
  summary:
    'Staff: the rounds of one weekday, replacing what it had; answers every weekday’s rounds. A round with the same times as before keeps its booked slots; slots from today on that no order took are made again from the new rounds. Slots holding orders keep them, and a capacity never drops below the orders a slot holds. Kept in the audit log as `slots.update`. 400 when a round ends before it starts, or for a capacity or cut-off out of range.',
  async handle({ db, user, body }) {
    return {
      results: await updateWeekday(db, body, { userId: user.userId, role: user.role }),
      message: 'ok.slots_updated',
    };
  },
});
