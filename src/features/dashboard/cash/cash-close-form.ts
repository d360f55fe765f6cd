import { cashCloseBodySchema, MAX_CASH_EGP } from '@/contracts/driver-rounds';
import { egpText } from '@/contracts/egp-amount';

/*
 * The close dialog's form, loaded with the dialog (zod and the contracts stay out of the
 * screen's first load). The API's own body, its amount as typed: the day and the driver are
 * the card's, and the amount is read as egpText reads a keypad's (Arabic-Indic digits, the
 * Arabic decimal separator), then held to the body's rules.
 */
export const cashCloseFormSchema = cashCloseBodySchema
  .omit({ date: true, driver_id: true })
  .extend({ handed_over: egpText(MAX_CASH_EGP) });
