import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import {
  MESSAGE_CHANNELS,
  OUTBOX_STATUSES,
  type MessageChannel,
  type OutboxStatus,
} from '@/contracts/message-constants';
import { toAsciiDigits } from '@/contracts/phone';
import type { OutboxFilter } from '../api/staff-messages';

type Props = { filter: OutboxFilter; onChange: (filter: OutboxFilter) => void };

/** The outbox's filters, as the API takes them: status, channel and one order. */
export function OutboxFilters({ filter, onChange }: Props) {
  const { t } = useTranslation('dashboard');
  // "Any" is a choice of its own, shown as such rather than as an empty field.
  const anySlot = { select: { displayEmpty: true }, inputLabel: { shrink: true } };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      <TextField
        select
        label={t('messages.filters.status')}
        value={filter.status ?? ''}
        onChange={(event) =>
          onChange({ ...filter, status: (event.target.value || undefined) as OutboxStatus })
        }
        slotProps={anySlot}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('messages.filters.any')}</MenuItem>
        {OUTBOX_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`messages.status.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('messages.filters.channel')}
        value={filter.channel ?? ''}
        onChange={(event) =>
          onChange({ ...filter, channel: (event.target.value || undefined) as MessageChannel })
        }
        slotProps={anySlot}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('messages.filters.any')}</MenuItem>
        {MESSAGE_CHANNELS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`messages.channels.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('messages.filters.order')}
        value={filter.orderId ?? ''}
        onChange={(event) => {
          const digits = toAsciiDigits(event.target.value).replace(/\D/g, '');
          onChange({ ...filter, orderId: digits ? Number(digits) : undefined });
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        sx={{ minWidth: 160 }}
      />
    </Stack>
  );
}
