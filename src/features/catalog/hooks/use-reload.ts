import { useRouter } from 'next/router';
import { useCallback } from 'react';

/** Asks the server for this page again (getServerSideProps reruns): the retry of a failed load. */
export function useReload(): () => void {
  const router = useRouter();
  return useCallback(() => {
    void router.replace(router.asPath, undefined, { scroll: false });
  }, [router]);
}
