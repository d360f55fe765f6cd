import Alert from '@mui/material/Alert';
import { useTranslation } from 'next-i18next/pages';
import type { Address } from '@/contracts/address';

/**
 * Under the address step when the address book could not load (offline): says which address,
 * chosen before, the order goes to, since the picker cannot show it.
 */
export function DraftAddressNote({ address }: { address: Address }) {
  const { t } = useTranslation('order-outbox');
  const where = [address.street, address.building, address.city].filter(Boolean).join(', ');
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      {t('draft.address', { recipient: address.recipient, where })}
    </Alert>
  );
}
