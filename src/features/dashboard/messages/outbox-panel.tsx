import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useDeferredValue, useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import type { OutboxMessage } from '@/contracts/outbox';
import { formatDateTime } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { useMessageActions, useOutbox, type OutboxFilter } from '../api/staff-messages';
import { OrderLink, OutboxStatusChip, Recipient } from './message-parts';
import { OutboxFilters } from './outbox-filters';
import { useRowAction } from './use-row-action';

/**
 * Admins: every message of the outbox, newest first, by status, channel or order. A failed
 * one shows why (the provider's answer, never a credential) and can be sent again.
 */
export function OutboxPanel() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [filter, setFilter] = useState<OutboxFilter>({});
  const asked = useDeferredValue(filter);
  const { data, error, mutate } = useOutbox(asked, locale);
  const { retry } = useMessageActions(locale);
  const { busy, failure, run, dismiss } = useRowAction(retry);

  const columns = useMemo<DataTableColumn<OutboxMessage>[]>(
    () => [
      {
        id: 'created',
        header: t('messages.columns.created'),
        value: (row) => row.created_at,
        cell: (row) => formatDateTime(row.created_at, locale),
        searchable: false,
        hideBelow: 'sm',
      },
      {
        id: 'message',
        header: t('messages.columns.message'),
        value: (row) => `${t(`messages.events.${row.event}`)} ${row.recipient}`,
        cell: (row) => (
          <Stack spacing={0.5}>
            <Typography variant="subtitle2" component="p">
              {t(`messages.events.${row.event}`)}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Recipient message={row} />
              <OrderLink orderId={row.order_id} />
            </Stack>
          </Stack>
        ),
      },
      {
        id: 'status',
        header: t('messages.columns.status'),
        value: (row) => row.status,
        searchable: false,
        cell: (row) => (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} data-testid="outbox-status">
            <OutboxStatusChip status={row.status} />
            <Typography variant="caption" color="text.secondary">
              {t('messages.attempts', {
                count: row.attempts,
                formatted: formatNumber(row.attempts, locale),
              })}
            </Typography>
            {row.error ? (
              <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                {t('messages.reason', { error: row.error })}
              </Typography>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'actions',
        header: t('messages.columns.actions'),
        value: (row) => row.id,
        sortable: false,
        searchable: false,
        cell: (row) =>
          row.status === 'failed' ? (
            <Button
              variant="outlined"
              startIcon={<ReplayOutlined />}
              disabled={busy === row.id}
              onClick={() => run(row.id)}
            >
              {t('messages.sendAgain')}
            </Button>
          ) : null,
      },
    ],
    [t, locale, busy, run],
  );

  return (
    <Box>
      <OutboxFilters filter={filter} onChange={setFilter} />
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={dismiss}>
          {failure}
        </Alert>
      ) : null}
      <DataTable
        caption={t('messages.panels.outbox')}
        rows={data}
        error={error}
        onRetry={() => void mutate()}
        columns={columns}
        rowId={(row) => String(row.id)}
        initialSort={{ id: 'created', desc: true }}
      />
    </Box>
  );
}
