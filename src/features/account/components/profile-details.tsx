import Box from '@mui/material/Box';
import { Skeleton } from '@/components/ui/skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { User } from '@/contracts/account';

type Row = { key: string; value: string | null; ltr?: boolean };

/** Name, phone, e-mail and sign-in name as a description list (the role is not the shopper's concern). */
export function ProfileDetails({ user }: { user: User | undefined }) {
  const { t } = useTranslation('account');
  const rows: Row[] = [
    { key: 'name', value: user?.name ?? null },
    { key: 'phone', value: user?.phone ?? null, ltr: true },
    { key: 'email', value: user?.email ?? null, ltr: true },
    { key: 'username', value: user?.username ?? null, ltr: true },
  ];
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {rows.map((row, index) => (
        // A div may group a dt with its dd; the rule between groups is its border.
        <Box key={row.key} sx={{ py: 1.5, borderTop: index > 0 ? 1 : 0, borderColor: 'divider' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`profile.fields.${row.key}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mt: 0.5, fontWeight: 600 }}>
            {user ? (
              row.value ? (
                <bdi dir={row.ltr ? 'ltr' : undefined}>{row.value}</bdi>
              ) : (
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  {t('profile.notAdded')}
                </Box>
              )
            ) : (
              <Skeleton width="60%" />
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
