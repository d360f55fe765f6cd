import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { OutboxStatus } from '@/contracts/message-constants';
import type { OutboxMessage } from '@/contracts/outbox';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { staffOrderPath } from '../orders/order-paths';

const COLOURS: Record<OutboxStatus, ChipProps['color']> = {
  pending: 'warning',
  sent: 'success',
  failed: 'error',
};

export function OutboxStatusChip({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation('dashboard');
  return <Chip size="small" color={COLOURS[status]} label={t(`messages.status.${status}`)} />;
}

/** A masked number or address: always left to right, even on an Arabic page. */
export function Recipient({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('dashboard');
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {t(`messages.channels.${message.channel}`)}{' '}
      <bdi dir="ltr" data-testid="message-recipient">
        {message.recipient}
      </bdi>
    </Typography>
  );
}

/** The order the message is about, to open in the dashboard. */
export function OrderLink({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  if (orderId === null) return null;
  return (
    <Link component={ShopLink} href={staffOrderPath(orderId)} variant="body2">
      {t('messages.order', { id: formatNumber(orderId, locale) })}
    </Link>
  );
}
