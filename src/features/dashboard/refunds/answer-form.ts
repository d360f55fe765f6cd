import { complaintAnswerBodySchema, MAX_REMEDY_EGP } from '@/contracts/complaints';
import { egpAmount } from '@/contracts/egp-amount';

/*
 * The answer dialog's form, loaded with the dialog (zod and the contracts stay out of the
 * screen's first load): the API's own body and rules (a remedy when accepting, an amount for a
 * money remedy), with two differences said where the seller is. The decision is Accept or
 * Reject (taking it up is the card's button), and a missing one is missing, not "not allowed";
 * the amount is held, as the server holds it, to what the complained lines cost. The dialog
 * reads the typed amount into a number (typedAmount), drops the remedy while it is hidden (a
 * rejection) and sends the amount with a money remedy only.
 */
export function answerFormSchema(most: number) {
  return complaintAnswerBodySchema.safeExtend({
    status: complaintAnswerBodySchema.shape.status.exclude(['Processing'], {
      error: 'validation.required',
    }),
    amount: egpAmount(Math.min(most, MAX_REMEDY_EGP)).optional(),
  });
}
