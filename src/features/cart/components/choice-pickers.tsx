import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import type { CartOption } from '@/contracts/cart';
import { gramsOf } from '@/contracts/line-pricing';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';
import {
  groupIsRequired,
  groupOptions,
  offeredGroups,
  pickOption,
  type ItemOffers,
  type LineChoices,
} from '../model/line-choices';
import { ChoiceButtonGroup } from './choice-button-group';
import { useFormatKg } from '../hooks/use-format-kg';

type Props = {
  offers: ItemOffers;
  /** Deltas are per kg for an item sold by weight ("+EGP 10/kg"), per piece otherwise. */
  perKg: boolean;
  value: LineChoices;
  onChange: (next: LineChoices) => void;
};

/**
 * The weight buttons and one button group per preparation group (OPTION_GROUPS order), each
 * option with its price delta. The rules of what may be chosen are model/line-choices.ts's.
 */
export function ChoicePickers({ offers, perKg, value, onChange }: Props) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const formatKg = useFormatKg();

  const delta = (option: CartOption) => {
    if (option.price_delta === 0) return undefined;
    const price = formatMoney(option.price_delta, locale);
    return t(perKg ? 'choices.deltaPerKg' : 'choices.deltaEach', { price });
  };

  return (
    <Stack spacing={2}>
      {offers.weight_options.length > 0 ? (
        <ChoiceButtonGroup
          label={t('choices.weight')}
          choices={offers.weight_options.map((kg) => ({
            key: gramsOf(kg),
            label: formatKg(kg),
            pressed: value.weight !== undefined && gramsOf(value.weight) === gramsOf(kg),
          }))}
          onPress={(grams) => {
            const kg = offers.weight_options.find((entry) => gramsOf(entry) === grams);
            if (kg !== undefined) onChange({ ...value, weight: kg });
          }}
        />
      ) : null}
      {offeredGroups(offers.options).map((group) => {
        const options = groupOptions(offers.options, group);
        return (
          <ChoiceButtonGroup
            key={group}
            label={t(`choices.groups.${group}`)}
            hint={groupIsRequired(offers.options, group) ? undefined : t('choices.optional')}
            choices={options.map((option) => ({
              key: option.id,
              label: option.name,
              detail: delta(option),
              pressed: value.options.some((chosen) => chosen.id === option.id),
            }))}
            onPress={(id) => {
              const option = options.find((entry) => entry.id === id);
              if (option) onChange(pickOption(value, option, offers.options));
            }}
          />
        );
      })}
    </Stack>
  );
}
