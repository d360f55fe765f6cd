import { FactList } from '../components/fact-list';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { StaffCustomer } from '@/contracts/customers';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { ContactButtons } from '../components/contact-buttons';
import { queueHref } from '../model/queue-link';

/**
 * One customer, made for a phone: who, how much they order and when they last did, what
 * they paid; call or WhatsApp them, or open their orders in the queue (found by phone).
 */
export function CustomerCard({ customer }: { customer: StaffCustomer }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const facts = [
    { label: t('customers.orders'), value: formatNumber(customer.orders_count, locale) },
    {
      label: t('customers.lastOrder'),
      value: customer.last_order_at
        ? formatDateTime(customer.last_order_at, locale)
        : t('customers.noOrders'),
    },
    { label: t('customers.spent'), value: formatMoney(customer.total_spent, locale) },
  ];
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }} data-testid="customer-card">
      <Typography component="h2" variant="h4">
        {customer.name}
      </Typography>
      <Typography dir="ltr" color="text.secondary" sx={{ textAlign: 'start' }}>
        {customer.phone}
      </Typography>
      {customer.username !== customer.phone ? (
        <Typography variant="body2" color="text.secondary">
          {t('customers.username', { username: customer.username })}
        </Typography>
      ) : null}
      <FactList facts={facts} />
      <Typography variant="caption" color="text.secondary">
        {t('customers.joined', { date: formatDate(customer.created_at, locale) })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <ContactButtons name={customer.name} phone={customer.phone} />
        {customer.orders_count > 0 ? (
          <Button
            component={NextLink}
            href={queueHref({ q: customer.phone })}
            startIcon={<ReceiptLongOutlinedIcon />}
            aria-label={t('customers.seeOrdersLabel', { name: customer.name })}
          >
            {t('customers.seeOrders')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
