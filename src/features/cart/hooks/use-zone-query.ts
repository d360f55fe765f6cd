import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { parseZoneId } from '../model/delivery';

/**
 * The delivery zone chosen on the cart page lives in the address (`?zone=3`): it survives a
 * reload and a language switch, can be shared, and checkout reads it from there too.
 */
export function useZoneQuery() {
  const router = useRouter();
  const zoneId = parseZoneId(router.query.zone);

  const setZone = useCallback(
    (id: number | undefined) => {
      const query = { ...router.query };
      if (id === undefined) delete query.zone;
      else query.zone = String(id);
      void router.replace({ pathname: router.pathname, query }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router],
  );

  return { zoneId, setZone };
}
