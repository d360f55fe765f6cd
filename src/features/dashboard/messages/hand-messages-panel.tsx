import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import type { HandMessage } from '@/contracts/outbox';
import { formatDateTime } from '@/lib/format/date';
import { useLocale } from '@/lib/i18n/use-locale';
import { useHandMessages, useMessageActions } from '../api/staff-messages';
import { OrderLink, Recipient } from './message-parts';
import { useRowAction } from './use-row-action';

/**
 * The messages no configured provider can send, for staff to send from the shop's own
 * WhatsApp (or mail) and then mark sent. A reset PIN waits here while it can be used, so a
 * shopper who calls the shop can be helped.
 */
export function HandMessagesPanel() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { data, error, mutate } = useHandMessages(locale);
  const { markSent } = useMessageActions(locale);
  const { busy, failure, run, dismiss } = useRowAction(markSent);

  const columns = useMemo<DataTableColumn<HandMessage>[]>(
    () => [
      {
        id: 'message',
        header: t('messages.columns.message'),
        value: (row) => row.body,
        sortable: false,
        cell: (row) => (
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="p">
              {t(`messages.events.${row.event}`)}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Recipient message={row} />
              <OrderLink orderId={row.order_id} />
            </Stack>
            <Typography
              variant="body2"
              sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              data-testid="message-text"
            >
              {row.body}
            </Typography>
          </Stack>
        ),
      },
      {
        id: 'created',
        header: t('messages.columns.created'),
        value: (row) => row.created_at,
        cell: (row) => formatDateTime(row.created_at, locale),
        searchable: false,
        hideBelow: 'md',
      },
      {
        id: 'actions',
        header: t('messages.columns.actions'),
        value: (row) => row.id,
        sortable: false,
        searchable: false,
        cell: (row) => (
          <Stack spacing={1} sx={{ alignItems: 'stretch', minWidth: { sm: 190 } }}>
            <Button
              component="a"
              href={row.send_link}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              startIcon={row.channel === 'email' ? <MailOutlineIcon /> : <WhatsAppIcon />}
              data-testid="send-by-hand"
            >
              {row.channel === 'email' ? t('messages.sendByMail') : t('messages.sendByWhatsApp')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<MarkEmailReadOutlined />}
              disabled={busy === row.id}
              onClick={() => run(row.id)}
            >
              {t('messages.markSent')}
            </Button>
          </Stack>
        ),
      },
    ],
    [t, locale, busy, run],
  );

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('messages.byHandHint')}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={dismiss}>
          {failure}
        </Alert>
      ) : null}
      <DataTable
        caption={t('messages.panels.by-hand')}
        rows={data?.rows}
        error={error}
        onRetry={() => void mutate()}
        columns={columns}
        rowId={(row) => String(row.id)}
        initialSort={{ id: 'created', desc: true }}
      />
    </Box>
  );
}
