import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { useWatch, type Control, type FormState, type UseFormSetValue } from 'react-hook-form';
import { centsOf, pricesAfterEdit } from '@/contracts/item-pricing';
import type { ItemCreateValues, StaffItem } from '@/contracts/staff-catalog';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';
import { toAsciiDigits } from '@/contracts/phone';
import type { ProductFormInput } from './product-form-values';

type Form = {
  control: Control<ProductFormInput, unknown, ItemCreateValues>;
  setValue: UseFormSetValue<ProductFormInput>;
  formState: FormState<ProductFormInput>;
};

/** A typed price in EGP, as the contract reads it; undefined while it is not one. */
function typedPrice(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const ascii = toAsciiDigits(value.trim()).replace(/[٫,]/g, '.');
  return /^\d+(\.\d{1,2})?$/.test(ascii) && Number(ascii) > 0 ? Number(ascii) : undefined;
}

/**
 * While the seller has not typed an old price, the old price field shows what the server will
 * set when only the price is sent (pricesAfterEdit, the same rule): the price before, on a
 * cut. It is not marked as typed, so it is not sent: the server decides, the form shows it.
 * Returns the old price's helper text.
 */
export function useOldPriceFollowsPrice(form: Form, item: StaffItem | undefined): string {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { control, setValue, formState } = form;
  const price = useWatch({ control, name: 'price' });
  const typedOld = Boolean(formState.dirtyFields.old_price);
  const typed = typedPrice(price);
  const follows =
    item && typed !== undefined && !typedOld
      ? pricesAfterEdit(
          {
            priceCents: centsOf(item.price),
            oldPriceCents: item.old_price === null ? null : centsOf(item.old_price),
          },
          { priceCents: centsOf(typed) },
        ).oldPriceCents
      : undefined;
  useEffect(() => {
    if (follows === undefined) return;
    setValue('old_price', follows === null ? '' : String(follows / 100), { shouldDirty: false });
  }, [follows, setValue]);

  if (item && follows != null && typed !== undefined && centsOf(typed) < centsOf(item.price)) {
    return t('products.form.oldPriceAuto', { price: formatMoney(follows / 100, locale) });
  }
  return t('products.form.oldPriceHint');
}
