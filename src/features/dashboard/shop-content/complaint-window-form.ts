import { factsUpdateBodySchema } from '@/contracts/shop-content';

/*
 * The complaint window's form, loaded with its dialog (zod and the contracts stay out of the
 * screen's first load): the facts update body, of which the dialog sends the hours only. The
 * field holds text; the dialog reads it as a number (Arabic-Indic digits too) before the check.
 */
export const complaintWindowFormSchema = factsUpdateBodySchema;
