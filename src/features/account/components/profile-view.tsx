import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ShopLink from '@/components/ui/shop-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { LoadError } from '@/components/ui/load-error';
import { useProfile } from '../api/get-profile';
import { AccountLinks } from './account-links';
import { MessageChannels } from './message-channels';
import { ProfileDetails } from './profile-details';

/** /profile: who the shopper is to the shop, and the ways to change it. */
export function ProfileView() {
  const { t } = useTranslation('account');
  const { query } = useRouter();
  const { data, error, mutate } = useProfile();
  const notice = query.saved === '1' ? 'saved' : undefined;

  return (
    <>
      {notice ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {t(`profile.notices.${notice}`)}
        </Alert>
      ) : null}
      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : (
        <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 1 }}>
          <ProfileDetails user={data} />
        </Paper>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <Button
          component={ShopLink}
          href="/profile/edit"
          variant="contained"
          startIcon={<EditOutlinedIcon />}
        >
          {t('profile.edit')}
        </Button>
        <Button
          component={ShopLink}
          href="/profile/change-password"
          variant="outlined"
          startIcon={<LockOutlinedIcon />}
          sx={{ color: 'primary.dark' }}
        >
          {t('profile.changePassword')}
        </Button>
      </Box>
      <MessageChannels hasEmail={Boolean(data?.email)} />
      <AccountLinks />
    </>
  );
}
