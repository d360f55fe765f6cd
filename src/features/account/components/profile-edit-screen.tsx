import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { useProfile } from '../api/get-profile';

/** Field-shaped placeholders: while the current values, or the form's code, are on their way. */
function ProfileEditSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-hidden>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={56} />
      ))}
      <Skeleton variant="rounded" width={160} height={42} sx={{ mt: 1 }} />
    </Box>
  );
}

// The form only renders in the browser, once the profile has arrived: its code
// (react-hook-form, about 15 kB) is its own chunk, requested as soon as the page loads so it
// downloads beside the profile call, and kept out of the page's first load (storefront budget).
const loadEditForm = () => import('./profile-edit-form').then((m) => m.ProfileEditForm);
if (typeof window !== 'undefined') void loadEditForm().catch(() => undefined);
const ProfileEditForm = dynamic(loadEditForm, { ssr: false, loading: ProfileEditSkeleton });

/** The edit form once the current values are known; field-shaped placeholders until then. */
export function ProfileEditScreen() {
  const { data, error, mutate } = useProfile();
  if (data) return <ProfileEditForm user={data} />;
  if (error) return <LoadError onRetry={() => void mutate()} />;
  return <ProfileEditSkeleton />;
}
