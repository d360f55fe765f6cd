import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import type { StaffDeliveryZone } from '@/contracts/delivery-zones';
import { useSession } from '@/lib/auth/session';
import { useLocale } from '@/lib/i18n/use-locale';
import { useStaffZones } from '../api/staff-zones';
import { CardGrid, CardScreen } from '../components/card-screen';
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
      <CardScreen
        screen="delivery-zones"
        readOnly={
          role && !isAdmin ? { text: t('zones.adminOnly'), testId: 'zones-admin-only' } : undefined
        }
        saved={saved}
        onDismissSaved={() => setSaved(undefined)}
        load={{ data, error, retry: () => void mutate() }}
        skeletonHeight={140}
      >
        {(zones) =>
          zones.length === 0 ? (
            <EmptyState
              icon={<LocalShippingOutlinedIcon fontSize="inherit" />}
              title={t('zones.empty')}
            />
          ) : (
            <CardGrid>
              {zones.map((zone) => (
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
            </CardGrid>
          )
        }
      </CardScreen>
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
