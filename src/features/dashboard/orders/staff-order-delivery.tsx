import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { StaffOrder } from '@/contracts/order';
import { useLocale } from '@/lib/i18n/use-locale';
import { ContactButtons } from '../components/contact-buttons';
import { slotText } from '../model/slot-label';
import { deliveryAddressLines } from './order-address';

/** Who ordered, with call and WhatsApp at hand. */
export function StaffOrderCustomer({ order }: { order: StaffOrder }) {
  const { customer } = order;
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{customer.name}</Typography>
      <Typography color="text.secondary">
        <span dir="ltr">{customer.phone}</span>
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <ContactButtons name={customer.name} phone={customer.phone} />
      </Stack>
    </>
  );
}

/**
 * Where it goes: the zone first (it decides the round and the fee), the address as a driver
 * reads it, the landmark, the address's own notes, and who receives it when that is not the
 * customer; first of all the delivery round, when the order has one.
 */
export function StaffOrderDelivery({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { address, customer } = order;
  // "Today" and "tomorrow" as of opening the order, by the shop's calendar.
  const [now] = useState(Date.now);
  const otherRecipient = address.recipient !== customer.name || address.phone !== customer.phone;
  return (
    <>
      {order.slot ? (
        <Typography sx={{ fontWeight: 700, mb: 0.5 }} data-testid="order-page-slot">
          {t('slots.round', { slot: slotText(order.slot, t, locale, now) })}
        </Typography>
      ) : null}
      <Typography sx={{ fontWeight: 600 }} data-testid="order-page-zone">
        {t('orderPage.zone', { zone: address.area })}
      </Typography>
      {deliveryAddressLines(address, t).map((line) => (
        <Typography key={line}>{line}</Typography>
      ))}
      {address.landmark ? (
        <Typography>{t('orderPage.landmark', { value: address.landmark })}</Typography>
      ) : null}
      {address.notes ? (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {t('orderPage.addressNotes', { value: address.notes })}
        </Typography>
      ) : null}
      {otherRecipient ? (
        <Typography sx={{ mt: 1 }}>
          {t('orderPage.recipient', { name: address.recipient })}{' '}
          <Typography component="span" dir="ltr" color="text.secondary">
            {address.phone}
          </Typography>
        </Typography>
      ) : null}
    </>
  );
}
