import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import type { StaffMember } from '@/contracts/staff-accounts';
import { useSession } from '@/lib/auth/session';
import { useLocale } from '@/lib/i18n/use-locale';
import { useStaffAccounts } from '../api/staff-accounts';
import { CardGrid, CardScreen } from '../components/card-screen';
import { StaffCard } from './staff-card';

// The dialogs and their forms (react-hook-form, zod) load when an admin first opens one.
const StaffNewDialog = dynamic(() => import('./staff-new-dialog'), { ssr: false });
const StaffEditDialog = dynamic(() => import('./staff-edit-dialog'), { ssr: false });

/**
 * /dashboard/staff (admins only, dashboard-screens.ts): the shop's sellers, admins and drivers
 * with their role and whether they can sign in; an admin adds one or edits one in a dialog.
 */
export function StaffScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { data: session } = useSession();
  const selfId = session?.user.id;
  const { data, error, mutate } = useStaffAccounts(locale);
  const [dialog, setDialog] = useState<'new' | StaffMember>();
  const [saved, setSaved] = useState<string>();
  const open = (next: 'new' | StaffMember) => {
    setSaved(undefined);
    setDialog(next);
  };

  return (
    <Box>
      <CardScreen
        screen="staff"
        saved={saved}
        onDismissSaved={() => setSaved(undefined)}
        load={{ data, error, retry: () => void mutate() }}
        skeletonHeight={120}
      >
        {(staff) => (
          <>
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1OutlinedIcon />}
              onClick={() => open('new')}
              sx={{ mb: 2 }}
            >
              {t('staff.add')}
            </Button>
            {staff.length === 0 ? (
              <EmptyState
                icon={<ManageAccountsOutlinedIcon fontSize="inherit" />}
                title={t('staff.empty')}
              />
            ) : (
              <CardGrid>
                {staff.map((member) => (
                  <StaffCard
                    key={member.id}
                    member={member}
                    isSelf={member.id === selfId}
                    onEdit={open}
                  />
                ))}
              </CardGrid>
            )}
          </>
        )}
      </CardScreen>
      {dialog === 'new' ? (
        <StaffNewDialog
          onClose={() => setDialog(undefined)}
          onCreated={(member) => {
            setDialog(undefined);
            setSaved(t('staff.created', { name: member.name }));
          }}
        />
      ) : dialog ? (
        <StaffEditDialog
          member={dialog}
          isSelf={dialog.id === selfId}
          onClose={() => setDialog(undefined)}
          onSaved={(member) => {
            setDialog(undefined);
            setSaved(t('staff.saved', { name: member.name }));
          }}
        />
      ) : null}
    </Box>
  );
}
