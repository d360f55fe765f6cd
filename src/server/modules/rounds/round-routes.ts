import { defineRoute } from '@/server/http/define-route';
import { closeCash, listCash } from './cash-service';
import { driverRounds, stopDelivered, stopFailed } from './driver-service';
import { activeDrivers } from './driver-repository';
import { createRound, listRounds, updateRound } from './round-service';

export const adminDrivers = defineRoute('adminDrivers', {
  summary:
    'Staff: the drivers who can sign in (name and phone), by name: whom a round may be given to. Sellers build rounds too, so this is theirs as well as the admin-only staff list.',
  async handle({ db }) {
    return { results: await activeDrivers(db) };
  },
});

export const adminRounds = defineRoute('adminRounds', {
  summary:
    'Staff: one day’s drivers’ rounds (`?date=` YYYY-MM-DD, today in Cairo without it), each with its driver, its slot when it was made from one, and its stops in driving order: the order, its status, what became of the stop (`pending`, `delivered`, `failed`), the amount due (the order’s total less its `cash_back`, cash refunds the driver hands back; negative when the driver pays out) and the cash recorded.',
  async handle({ db, locale, query }) {
    return { results: await listRounds(db, query.date, locale) };
  },
});

export const adminRoundsNew = defineRoute('adminRoundsNew', {
  summary:
    'Staff give ready orders (Processing or OutForDelivery, on no other round) to an active driver for a day, in the order of `order_ids`. 409 naming the orders that are not ready or are on another round (nothing is made), and for a driver’s day whose cash is closed; 400 for a driver who is not an active driver. Recorded in the audit log (`round.create`).',
  async handle({ db, locale, body, user }) {
    const results = await createRound(db, body, { userId: user.userId, role: user.role, locale });
    return { results, message: 'ok.round_saved' };
  },
});

export const adminRoundUpdate = defineRoute('adminRoundUpdate', {
  summary:
    'Staff give a round to another driver, or list its stops again in their new driving order: a stop left out goes back among the shop’s ready orders, a new one is claimed as at creation; stops already delivered or failed keep their place and cannot be listed again (409). Recorded in the audit log (`round.update`).',
  async handle({ db, locale, params, body, user }) {
    const results = await updateRound(db, params.id, body, {
      userId: user.userId,
      role: user.role,
      locale,
    });
    return { results, message: 'ok.round_saved' };
  },
});

export const driverRound = defineRoute('driverRound', {
  summary:
    'A driver’s own rounds of the day (`?date=`, today in Cairo without it) and nothing else: each stop in driving order with its whole order (lines, total, the address with its landmark, the recipient’s phone, the shopper’s notes) and the amount to collect: the total less the order’s `cash_back` (cash the driver hands back), negative when the driver pays the difference out.',
  async handle({ db, locale, query, user }) {
    return { results: await driverRounds(db, user.userId, query.date, locale) };
  },
});

export const driverStopDelivered = defineRoute('driverStopDelivered', {
  summary:
    'The round’s driver hands the order over and records the cash received (the change, given back, is the excess over the amount due; when the amount due is negative the driver pays it out, and 0 may be recorded): the order moves to Delivered in its history and the shopper is told. 404 unless the order is on a round of the caller’s; 409 while the shop still has it, once the stop is done (of two taps, one counts) and on a day whose cash is closed.',
  async handle({ db, locale, params, body, user }) {
    const results = await stopDelivered(db, params.id, body, {
      userId: user.userId,
      role: user.role,
      locale,
    });
    return { results, message: 'ok.stop_delivered' };
  },
});

export const driverStopFailed = defineRoute('driverStopFailed', {
  summary:
    'The round’s driver could not deliver: `reason` (`not_home`, `refused`, `wrong_address`, or `other` with a `note`). By the shop’s rule a refusal cancels the order (its stock and slot place go back once); any other reason sends it back to the shop, off the round, and the shopper hears why. Same refusals as delivered.',
  async handle({ db, locale, params, body, user }) {
    const results = await stopFailed(db, params.id, body, {
      userId: user.userId,
      role: user.role,
      locale,
    });
    return { results, message: 'ok.stop_failed' };
  },
});

export const adminCash = defineRoute('adminCash', {
  summary:
    'Admins only: each driver’s cash on a day (`?date=`, today in Cairo without it): `expected` (the delivered stops’ amounts due), `received` (the cash the driver recorded at those doors, change given back), `handed_over` once the day is closed, and `difference` (handed over, or while open received, less expected; negative is cash missing).',
  async handle({ db, query }) {
    return { results: await listCash(db, query.date) };
  },
});

export const adminCashClose = defineRoute('adminCashClose', {
  summary:
    'Admins only: close a driver’s day with the cash they handed over. The day’s figures are kept as they are and nothing of that driver’s day changes afterwards (rounds, stops). 404 for a driver with no round that day; 409 while a stop is still out and when the day is already closed. Recorded in the audit log (`cash.close`).',
  async handle({ db, body, user }) {
    const results = await closeCash(db, body, { userId: user.userId, role: user.role });
    return { results, message: 'ok.cash_closed' };
  },
});
