import Box from '@mui/material/Box';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { useProfile } from '../api/get-profile';
import { ProfileEditForm } from './profile-edit-form';

/** The edit form once the current values are known; field-shaped placeholders until then. */
export function ProfileEditScreen() {
  const { data, error, mutate } = useProfile();
  if (data) return <ProfileEditForm user={data} />;
  if (error) return <LoadError onRetry={() => void mutate()} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-hidden>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={56} />
      ))}
      <Skeleton variant="rounded" width={160} height={42} sx={{ mt: 1 }} />
    </Box>
  );
}
