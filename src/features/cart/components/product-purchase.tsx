import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { Item } from '@/contracts/catalog';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { useProductLines } from '../hooks/use-cart';
import { useFormatKg } from '../hooks/use-format-kg';
import { sameLine } from '../model/cart-reducer';
import {
  choiceFields,
  defaultChoices,
  lineEstimate,
  type LineChoices,
} from '../model/line-choices';
import { AddToCartButton } from './add-to-cart-button';
import { ChoicePickers } from './choice-pickers';

type Props = { item: Item };

/**
 * The product page's buying controls: the weight and preparation pickers (when the item
 * offers any), the price of the line as chosen, and the cart button for those choices. The
 * estimate is for the quantity already in the cart with these choices, else for one.
 */
export function ProductPurchase({ item }: Props) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const formatKg = useFormatKg();
  const lines = useProductLines(item.id, undefined);
  const [choices, setChoices] = useState<LineChoices>(() => defaultChoices(item));

  const offersChoices = item.weight_options.length > 0 || item.options.length > 0;
  const fields = choiceFields(choices);
  const inCart = lines.find((line) => sameLine(line, { id: item.id, ...fields }))?.qty ?? 0;
  const qty = Math.max(inCart, 1);
  const price = formatMoney(lineEstimate({ price: item.price, qty, ...fields }), locale);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {offersChoices ? (
        <>
          <ChoicePickers
            offers={item}
            perKg={item.unit_code === 'kg'}
            value={choices}
            onChange={setChoices}
          />
          {/* Polite: a screen reader hears the new price after each choice. */}
          <Box role="status" data-testid="choice-estimate">
            <Typography sx={{ fontWeight: 700 }}>
              {choices.weight === undefined
                ? t('choices.priced', { price })
                : t('choices.weighed', {
                    price,
                    qty: formatNumber(qty, locale),
                    weight: formatKg(choices.weight),
                  })}
            </Typography>
            {choices.weight === undefined ? null : (
              <Typography variant="body2" color="text.secondary">
                {t('choices.note')}
              </Typography>
            )}
          </Box>
        </>
      ) : null}
      <AddToCartButton item={item} stock={item.stock} choices={choices} withStepper fullWidth />
    </Box>
  );
}
