import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Skeleton } from '@/components/ui/skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { focusInView } from '@/lib/browser/focus-in-view';
import { LoadError } from '@/components/ui/load-error';
import { useSession } from '@/lib/auth/session';
import type { Address } from '@/contracts/address';
import { MAX_ADDRESSES } from '@/contracts/address-limits';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { formatMoney } from '@/lib/format/money';
import { useCreateAddress, type AddressValues } from '../api/create-address';
import { useAddresses } from '../api/get-addresses';
import { useDeliveryCharges } from '@/lib/api/delivery-charges';
import { AddressForm } from './lazy-address-form';
import { AddressSummary } from './address-summary';
import { invalidGroup } from '@/lib/forms/error-focus';
import { useLocale } from '@/lib/i18n/use-locale';

export type AddressChoice = { address?: Address; zone?: DeliveryCharge };

type Props = {
  /** Told the chosen address and its zone (or, while a new one is typed, the zone picked). */
  onChange: (choice: AddressChoice) => void;
  /** The backend's reason the chosen address cannot take the order. */
  error?: string;
  /** A zone chosen earlier (the cart's delivery estimate) for a first address. */
  defaultZoneId?: number;
  /** The heading of this step, for the radio group's name. */
  labelledBy?: string;
  /** The address chosen before a reload (checkout keeps it), chosen again if still there. */
  selectedId?: number;
};

/**
 * Checkout's address step: pick a saved address or add one right here. A shopper without
 * addresses gets the form at once; a new address is chosen as soon as it is saved.
 */
export function AddressPicker({
  onChange,
  error,
  defaultZoneId,
  labelledBy,
  selectedId: chosenBefore,
}: Props) {
  const { t } = useTranslation('addresses');
  const locale = useLocale();
  const addresses = useAddresses();
  const zones = useDeliveryCharges(locale);
  const create = useCreateAddress();
  const account = useSession().data?.user;
  const [selectedId, setSelectedId] = useState<number | undefined>(chosenBefore);
  const [adding, setAdding] = useState(false);
  const [previewZoneId, setPreviewZoneId] = useState(defaultZoneId);

  const list = addresses.data;
  const formOpen = adding || list?.length === 0;
  const selected = formOpen ? undefined : (list?.find((a) => a.id === selectedId) ?? list?.[0]);
  const zoneId = formOpen ? previewZoneId : selected?.zone_id;
  const zone = zones.data?.find((entry) => entry.id === zoneId);

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(() => {
    onChangeRef.current({ address: selected, zone });
  }, [selected, zone]);

  // The form that had the focus goes once an address is saved: its choice takes the focus.
  const pickerRef = useRef<HTMLDivElement>(null);
  const focusSaved = useRef<number>(undefined);
  useEffect(() => {
    const id = focusSaved.current;
    if (id === undefined || formOpen) return;
    const radio = pickerRef.current?.querySelector<HTMLInputElement>(`input[value="${id}"]`);
    if (!radio) return;
    focusSaved.current = undefined;
    focusInView(radio);
    // The list may show the new address before save() knows its id: selectedId says it does.
  }, [formOpen, list, selectedId]);

  const save = async (values: AddressValues) => {
    const address = await create(values);
    focusSaved.current = address.id;
    setSelectedId(address.id);
    setAdding(false);
  };
  const preview = useCallback((id: number | undefined) => setPreviewZoneId(id), []);

  if (addresses.error || zones.error) {
    const retry = () => {
      void addresses.mutate();
      void zones.mutate();
    };
    return <LoadError onRetry={retry} />;
  }
  if (!list || !zones.data) return <Skeleton variant="rounded" height={140} aria-hidden />;

  const zoneGone = selected && !zone;
  return (
    <Box ref={pickerRef}>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {!formOpen ? (
        <RadioGroup
          aria-labelledby={labelledBy}
          name="address_id"
          value={selected ? String(selected.id) : ''}
          onChange={(event) => setSelectedId(Number(event.target.value))}
          // The backend's reason is about the address chosen: a failed order focuses it.
          {...invalidGroup(Boolean(error))}
          sx={{ gap: 1.5 }}
        >
          {list.map((address) => {
            const area = zones.data?.find((entry) => entry.id === address.zone_id);
            return (
              <FormControlLabel
                key={address.id}
                value={String(address.id)}
                control={<Radio sx={{ alignSelf: 'flex-start' }} />}
                label={
                  <Box sx={{ py: 1 }}>
                    <AddressSummary address={address} area={area?.area} />
                    {area ? (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        {t('zone.fee', { fee: formatMoney(area.fee, locale) })}
                      </Typography>
                    ) : null}
                  </Box>
                }
                sx={{
                  m: 0,
                  border: 1,
                  borderRadius: 1,
                  borderColor: address.id === selected?.id ? 'primary.main' : 'divider',
                  paddingInlineEnd: 2,
                  alignItems: 'flex-start',
                }}
              />
            );
          })}
        </RadioGroup>
      ) : null}
      {zoneGone ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('picker.zoneGone')}
        </Alert>
      ) : null}
      {formOpen ? (
        <>
          {list.length === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('picker.first')}
            </Typography>
          ) : null}
          <AddressForm
            zones={zones.data}
            defaultZoneId={defaultZoneId}
            contact={account}
            submitLabel={t('form.saveAndUse')}
            onSave={save}
            onCancel={list.length > 0 ? () => setAdding(false) : undefined}
            onZoneChange={preview}
          />
        </>
      ) : null}
      {!formOpen && list.length < MAX_ADDRESSES ? (
        <Button
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          sx={{ mt: 2, color: 'primary.dark' }}
        >
          {t('picker.add')}
        </Button>
      ) : null}
    </Box>
  );
}
