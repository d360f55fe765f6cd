import Box from '@mui/material/Box';
import { useRouter } from 'next/router';
import { LoadError } from '@/components/ui/load-error';

/**
 * In place of a server-rendered list the backend did not give: the message and a retry that
 * asks the server again (the same URL, so the language and query are kept).
 */
export function PageLoadError({ message }: { message: string }) {
  const router = useRouter();
  return (
    <Box sx={{ my: 3 }} data-testid="page-load-error">
      <LoadError message={message} onRetry={() => void router.replace(router.asPath)} />
    </Box>
  );
}
