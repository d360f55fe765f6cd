import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { NativeSelectField } from '@/components/form/native-select-field';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = {
  registration: UseFormRegisterReturn<'zone_id'>;
  zones: DeliveryCharge[];
  /** The current value, to describe the chosen zone's fee, minimum and time below it. */
  value: unknown;
  error?: string;
  sx?: SxProps<Theme>;
};

/**
 * The delivery area, as a native select: phones open their own picker, which is easier to
 * use than a custom menu, and it works before any script has run.
 */
export function ZoneSelect({ registration, zones, value, error, sx }: Props) {
  const { t } = useTranslation('addresses');
  const locale = useLocale();
  const { ref, ...field } = registration;
  const chosen = zones.find((zone) => String(zone.id) === String(value));
  const hint = chosen
    ? [
        t('zone.fee', { fee: formatMoney(chosen.fee, locale) }),
        chosen.min_order > 0
          ? t('zone.minimum', { amount: formatMoney(chosen.min_order, locale) })
          : t('zone.noMinimum'),
        chosen.eta,
      ].join(t('zone.separator'))
    : t('zone.hint');

  return (
    <NativeSelectField
      {...field}
      ref={ref}
      required
      fullWidth
      label={t('form.zone_id')}
      error={Boolean(error)}
      helperText={error ?? hint}
      sx={sx}
    >
      <option value="" disabled>
        {t('zone.choose')}
      </option>
      {zones.map((zone) => (
        <option key={zone.id} value={String(zone.id)}>
          {t('zone.option', { area: zone.area, fee: formatMoney(zone.fee, locale) })}
        </option>
      ))}
    </NativeSelectField>
  );
}
