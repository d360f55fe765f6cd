import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { useSession } from '@/lib/auth/session';
import { useCreateAddress, type AddressValues } from '../api/create-address';
import { useAddress } from '../api/get-address';
import { useDeliveryCharges } from '@/lib/api/delivery-charges';
import { useUpdateAddress } from '../api/update-address';
import { addressToValues } from '../model/address-form-values';
import { isNotFound } from '@/lib/api/is-not-found';
import { AddressForm } from './lazy-address-form';
import { AddressFormSkeleton } from './address-form-skeleton';
import { AddressPageFrame } from './address-page-frame';
import { BackToAddressesButton } from './back-to-addresses-button';
import { useLocale } from '@/lib/i18n/use-locale';

/** Back to the address book, which says the address was saved and focuses it. */
function useReturnToList() {
  const router = useRouter();
  return useCallback(
    (id: number) => router.push({ pathname: '/address', query: { saved: String(id) } }),
    [router],
  );
}

/** /address/new: an empty form; saving returns to the address book. */
export function NewAddress() {
  const { t } = useTranslation('addresses');
  const locale = useLocale();
  const zones = useDeliveryCharges(locale);
  const create = useCreateAddress();
  const account = useSession().data?.user;
  const done = useReturnToList();
  const save = async (values: AddressValues) => {
    const address = await create(values);
    await done(address.id);
  };

  return (
    <AddressPageFrame title={t('editor.newTitle')}>
      {zones.error ? <LoadError onRetry={() => void zones.mutate()} /> : null}
      {zones.data ? (
        <AddressForm
          zones={zones.data}
          contact={account}
          submitLabel={t('form.saveNew')}
          onSave={save}
        />
      ) : (
        !zones.error && <AddressFormSkeleton />
      )}
    </AddressPageFrame>
  );
}

/** /address/[id]: the saved address in the form; an unknown or foreign id is "not found". */
export function EditAddress({ id }: { id: number }) {
  const { t } = useTranslation('addresses');
  const locale = useLocale();
  const zones = useDeliveryCharges(locale);
  const address = useAddress(id);
  const update = useUpdateAddress();
  const done = useReturnToList();
  const save = async (values: AddressValues) => {
    await update(id, values);
    await done(id);
  };

  if (isNotFound(address.error)) {
    return (
      <AddressPageFrame title={t('editor.editTitle')}>
        <EmptyState
          title={t('editor.notFoundTitle')}
          message={t('editor.notFoundMessage')}
          action={<BackToAddressesButton />}
        />
      </AddressPageFrame>
    );
  }
  const failed = address.error ?? zones.error;
  const retry = () => {
    void address.mutate();
    void zones.mutate();
  };

  return (
    <AddressPageFrame title={t('editor.editTitle')}>
      {failed ? <LoadError onRetry={retry} /> : null}
      {address.data && zones.data ? (
        <AddressForm
          zones={zones.data}
          defaultValues={addressToValues(address.data)}
          submitLabel={t('form.saveChanges')}
          onSave={save}
        />
      ) : (
        !failed && <AddressFormSkeleton />
      )}
    </AddressPageFrame>
  );
}
