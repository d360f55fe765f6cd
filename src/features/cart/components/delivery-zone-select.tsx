import { useTranslation } from 'next-i18next/pages';
import { NativeSelectField } from '@/components/form/native-select-field';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = {
  zones: DeliveryCharge[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
};

/** The delivery area, as a native select: the phone's own picker is the easiest to use. */
export function DeliveryZoneSelect({ zones, value, onChange }: Props) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const known = zones.some((zone) => zone.id === value);

  return (
    <NativeSelectField
      fullWidth
      name="zone"
      label={t('zone.label')}
      value={known ? String(value) : ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      data-testid="zone-select"
    >
      <option value="">{t('zone.placeholder')}</option>
      {zones.map((zone) => (
        <option key={zone.id} value={zone.id}>
          {t('zone.option', { area: zone.area, fee: formatMoney(zone.fee, locale) })}
        </option>
      ))}
    </NativeSelectField>
  );
}
