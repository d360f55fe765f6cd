import { z } from 'zod';
import { MAX_CASH_EGP } from './driver-rounds';
import { egpText } from './egp-amount';

/*
 * The driver's two forms at the door (/dashboard/round), loaded on demand with their dialogs
 * (lazyOnce(() => import(...))), so zod is not in the round screen's first load. Each one's
 * output is the body of its call (driver-rounds.ts).
 */

/**
 * POST /driver/stops/{id}/delivered: the cash as typed on the phone's keypad, Arabic-Indic
 * digits and the Arabic decimal separator too, then held to stopDeliveredBodySchema's rules.
 */
export const stopDeliveredForm = z.object({ cash_received: egpText(MAX_CASH_EGP) });

/** POST /driver/stops/{id}/failed: the call's own contract (a note is required for `other`). */
export { stopFailedBodySchema as stopFailedForm } from './driver-rounds';
