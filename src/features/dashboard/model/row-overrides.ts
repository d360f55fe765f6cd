import { useCallback, useMemo, useState } from 'react';

/**
 * Changes made on screen to a sample list (a published or featured toggle). The mock layer
 * saves nothing, so the rows are patched here: the change shows at once and lasts until the
 * page is left.
 */
export function useRowOverrides<Row>(rows: Row[] | undefined, rowId: (row: Row) => string) {
  const [patches, setPatches] = useState<Record<string, Partial<Row>>>({});
  const patched = useMemo(
    () => rows?.map((row) => ({ ...row, ...patches[rowId(row)] })),
    [rows, patches, rowId],
  );
  const patch = useCallback((id: string, change: Partial<Row>) => {
    setPatches((current) => ({ ...current, [id]: { ...current[id], ...change } }));
  }, []);
  return { rows: patched, patch };
}
