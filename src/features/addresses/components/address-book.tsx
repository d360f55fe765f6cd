import AddIcon from '@mui/icons-material/Add';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Skeleton } from '@/components/ui/skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState } from 'react';
import { BOTTOM_NAV_HEIGHT } from '@/components/layout/bottom-nav';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import type { Address } from '@/contracts/address';
import { MAX_ADDRESSES } from '@/contracts/address-limits';
import { formatNumber } from '@/lib/format/number';
import { useAddresses } from '../api/get-addresses';
import { useDeliveryCharges } from '@/lib/api/delivery-charges';
import { focusInView } from '@/lib/browser/focus-in-view';
import { AddressCard, addressCardId } from './address-card';
import { DeleteAddressDialog } from './delete-address-dialog';
import { useLocale } from '@/lib/i18n/use-locale';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } };

/** The address just saved, as /address?saved={id} names it. */
export function savedAddressId(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * /address: every saved address, with add, edit and delete (delete asks first). Back from
 * saving one (`savedId`), it says so and that address has the focus, which would otherwise
 * fall to the page's body.
 */
export function AddressBook({ savedId }: { savedId?: number }) {
  const saved = savedId !== undefined;
  const { t } = useTranslation('addresses');
  const router = useRouter();
  const locale = useLocale();
  const addresses = useAddresses();
  const zones = useDeliveryCharges(locale);
  const [toDelete, setToDelete] = useState<Address>();
  // The deleted card's button had focus; the heading takes it so keyboard users keep their place.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const [notice, setNotice] = useState<string | undefined>(saved ? t('list.saved') : undefined);
  // Kept from the first render: the address loses its ?saved= below, maybe before the list.
  const focusSaved = useRef(savedId);

  // The notice is shown once: a reload or a shared link should not say "saved" again.
  useEffect(() => {
    if (saved) void router.replace('/address', undefined, { shallow: true, scroll: false });
  }, [saved, router]);

  const list = addresses.data;
  useEffect(() => {
    const id = focusSaved.current;
    if (id === undefined || !list) return;
    focusSaved.current = undefined;
    const card = document.getElementById(addressCardId(id));
    if (card) focusInView(card);
    else headingRef.current?.focus();
  }, [list]);

  const atLimit = (list?.length ?? 0) >= MAX_ADDRESSES;
  const areaOf = (address: Address) =>
    zones.data?.find((zone) => zone.id === address.zone_id)?.area;
  const addButton = (
    <Button component={ShopLink} href="/address/new" variant="contained" startIcon={<AddIcon />}>
      {t('list.add')}
    </Button>
  );

  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      {/* The action sits under the title, clear of the WhatsApp button in the top corner. */}
      <Stack spacing={2} sx={{ alignItems: 'flex-start', mb: 3 }}>
        <Typography component="h1" variant="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 0 }}>
          {t('list.title')}
        </Typography>
        {list && list.length > 0 && !atLimit ? addButton : null}
      </Stack>
      {atLimit ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('list.limit', { max: formatNumber(MAX_ADDRESSES, locale) })}
        </Alert>
      ) : null}
      {addresses.error ? <LoadError onRetry={() => void addresses.mutate()} /> : null}
      {!list && !addresses.error ? (
        <Box sx={GRID} aria-busy="true">
          {[0, 1].map((index) => (
            <Skeleton key={index} variant="rounded" height={190} />
          ))}
        </Box>
      ) : null}
      {list?.length === 0 ? (
        <EmptyState
          icon={<HomeOutlinedIcon fontSize="inherit" />}
          title={t('list.emptyTitle')}
          message={t('list.emptyMessage')}
          action={addButton}
        />
      ) : null}
      {list && list.length > 0 ? (
        <Box component="ul" sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
          {list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              area={areaOf(address)}
              onDelete={setToDelete}
            />
          ))}
        </Box>
      ) : null}
      <DeleteAddressDialog
        address={toDelete}
        onClose={() => setToDelete(undefined)}
        onExited={() => {
          if (focusHeading.current) headingRef.current?.focus();
          focusHeading.current = false;
        }}
        onDeleted={(message) => {
          setToDelete(undefined);
          setNotice(message);
          focusHeading.current = true;
        }}
      />
      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={5000}
        onClose={() => setNotice(undefined)}
        message={notice}
        // Above the phone's bottom navigation.
        sx={{ bottom: { xs: BOTTOM_NAV_HEIGHT + 16, md: 24 } }}
      />
    </Container>
  );
}
