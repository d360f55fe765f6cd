import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import type { StaffDeliveryZone } from '@/contracts/delivery-zones';
import { useSession } from '@/lib/auth/session';
import { useLocale } from '@/lib/i18n/use-locale';
import { useStaffZones } from '../api/staff-zones';
import { ZoneCard } from './zone-card';

// The dialog and its form (react-hook-form, zod) load when an admin first opens one.
const ZoneEditor = dynamic(() => import('./zone-editor'), { ssr: false });

/**
 * /dashboard/delivery-zones: every area the shop delivers to. Admins edit a zone in a dialog;
 * sellers read the same list and are told in words that only an admin may change it (the API
 * refuses them with 403 too).
 */
export function ZonesScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { data: session } = useSession();
  const role = session?.user.role;
  const isAdmin = role === 'admin';
  const { data, error, mutate } = useStaffZones(locale);
  const [editing, setEditing] = useState<StaffDeliveryZone>();
  const [saved, setSaved] = useState<string>();

  return (
    <Box>
      <Typography component="h1" variant="h2">
        {t('screens.delivery-zones.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('screens.delivery-zones.description')}
      </Typography>
      {role && !isAdmin ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="zones-admin-only">
          {t('zones.adminOnly')}
        </Alert>
      ) : null}
      {saved ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setSaved(undefined)}>
          {saved}
        </Alert>
      ) : null}
      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !data ? (
        <Stack spacing={1.5} aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={140} />
          ))}
        </Stack>
      ) : data.length === 0 ? (
        <EmptyState
          icon={<LocalShippingOutlinedIcon fontSize="inherit" />}
          title={t('zones.empty')}
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {data.map((zone) => (
            <ZoneCard
              key={zone.id}
              zone={zone}
              onEdit={
                isAdmin
                  ? (chosen) => {
                      setSaved(undefined);
                      setEditing(chosen);
                    }
                  : undefined
              }
            />
          ))}
        </Box>
      )}
      {editing ? (
        <ZoneEditor
          zone={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(zone) => {
            setEditing(undefined);
            setSaved(t('zones.saved', { area: zone.area }));
          }}
        />
      ) : null}
    </Box>
  );
}
