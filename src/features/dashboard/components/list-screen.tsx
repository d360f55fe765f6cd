import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useMemo } from 'react';
import type { DashboardEndpoint, DashboardRowOf } from '@/contracts/dashboard/dashboard-endpoints';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { useLocale } from '@/lib/i18n/use-locale';
import { useDashboardList } from '../api/use-dashboard-list';
import type { DashboardListScreen } from '../model/dashboard-screens';
import { useRowOverrides } from '../model/row-overrides';
import { createColumnKit, type ColumnKit } from './column-kit';
import { useNotSavedNotice } from './not-saved-notice';
import { SampleDataNotice } from './sample-data-notice';

export type RowPatch<Row> = (id: string, change: Partial<Row>) => void;

type Props<E extends DashboardEndpoint> = {
  screen: DashboardListScreen;
  endpoint: E;
  rowId: (row: DashboardRowOf<E>) => string;
  /** The columns, built from the kit of column kinds and the way to patch a row (toggles). */
  columns: (
    kit: ColumnKit<DashboardRowOf<E>>,
    patch: RowPatch<DashboardRowOf<E>>,
  ) => DataTableColumn<DashboardRowOf<E>>[];
  initialSort?: { id: string; desc: boolean };
};

/**
 * One dashboard list on sample data: its title, the notice that says so, and the mock path's
 * rows in a searchable, sortable table.
 */
export function ListScreen<E extends DashboardEndpoint>({
  screen,
  endpoint,
  rowId,
  columns,
  initialSort,
}: Props<E>) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { data, error, mutate } = useDashboardList(endpoint);
  const { rows, patch } = useRowOverrides(data, rowId);
  const { show, notice } = useNotSavedNotice();
  const patchAndSay = useCallback<RowPatch<DashboardRowOf<E>>>(
    (id, change) => {
      patch(id, change);
      show();
    },
    [patch, show],
  );
  const title = t(`screens.${screen}.title`);
  // Built once per language: a toggle re-renders the rows, not the column definitions.
  const tableColumns = useMemo(
    () => columns(createColumnKit<DashboardRowOf<E>>(t, locale), patchAndSay),
    [columns, t, locale, patchAndSay],
  );

  return (
    <Box>
      <Typography component="h1" variant="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t(`screens.${screen}.description`)}
      </Typography>
      <SampleDataNotice />
      <DataTable
        caption={title}
        rows={rows}
        error={error}
        onRetry={() => void mutate()}
        columns={tableColumns}
        rowId={rowId}
        initialSort={initialSort}
      />
      {notice}
    </Box>
  );
}
