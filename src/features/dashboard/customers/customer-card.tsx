import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { StaffCustomer } from '@/contracts/customers';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { ContactButtons } from '../components/contact-buttons';
import { FactList } from '../components/fact-list';
import { queueHref } from '../model/queue-link';
import { staffOrderPath } from '../orders/order-paths';

/**
 * The ways to reach a customer from their card. An admin reads the number: call, WhatsApp,
 * or their orders in the queue (found by phone). A seller reads it masked (contracts/
 * customers.ts), so a call or a queue search from it would dial or find nothing: their card
 * opens the customer's latest order instead, whose page has the number in full and the same
 * call and WhatsApp buttons, tied to what the call is about. No order, nothing to call about.
 */
function CustomerActions({ customer }: { customer: StaffCustomer }) {
  const { t } = useTranslation('dashboard');
  if (customer.masked) {
    return customer.latest_order_id === null ? null : (
      <Button
        component={ShopLink}
        href={staffOrderPath(customer.latest_order_id)}
        startIcon={<ReceiptLongOutlinedIcon />}
        aria-label={t('customers.latestOrderLabel', { name: customer.name })}
      >
        {t('customers.latestOrder')}
      </Button>
    );
  }
  return (
    <>
      <ContactButtons name={customer.name} phone={customer.phone} />
      {customer.orders_count > 0 ? (
        <Button
          component={ShopLink}
          href={queueHref({ q: customer.phone })}
          startIcon={<ReceiptLongOutlinedIcon />}
          aria-label={t('customers.seeOrdersLabel', { name: customer.name })}
        >
          {t('customers.seeOrders')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * One customer, made for a phone: who, how much they order and when they last did, what
 * they paid (admins), and the ways to reach them (CustomerActions).
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
    ...(customer.total_spent === null
      ? []
      : [{ label: t('customers.spent'), value: formatMoney(customer.total_spent, locale) }]),
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
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {t('customers.joined', { date: formatDate(customer.created_at, locale) })}
      </Typography>
      {customer.masked && customer.latest_order_id !== null ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t('customers.maskedNote')}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <CustomerActions customer={customer} />
      </Stack>
    </Paper>
  );
}
