import dynamic from 'next/dynamic';
import { AddressFormSkeleton } from './address-form-skeleton';

// The address form only renders in the browser, once the delivery zones (and the address
// being edited) have arrived: its code (react-hook-form, the text fields) is its own chunk,
// requested as soon as a page that shows it loads, so it downloads beside those calls.
const loadAddressForm = () => import('./address-form').then((m) => m.AddressForm);
if (typeof window !== 'undefined') void loadAddressForm().catch(() => undefined);

/** AddressForm, loaded on demand; its skeleton holds the same rows while the code arrives. */
export const AddressForm = dynamic(loadAddressForm, {
  ssr: false,
  loading: () => <AddressFormSkeleton />,
});
