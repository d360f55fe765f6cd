import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { OrderStatusChip } from '@/components/order/order-status-chip';
import type { StaffOrder } from '@/contracts/order';
import { formatDateTime } from '@/lib/format/date';
import { useLocale } from '@/lib/i18n/use-locale';
import { packingSlipPath } from './order-paths';
import { ShareSlipButton } from './share-slip-button';
import { StaffOrderCustomer, StaffOrderDelivery } from './staff-order-delivery';
import { StaffOrderHistory } from './staff-order-history';
import { StaffOrderLines } from './staff-order-lines';
import { StaffOrderSection } from './staff-order-section';
import { StaffOrderWorkflow } from './staff-order-workflow';

/**
 * On a phone, one column in the order of work: the next step, who, where, what; on a wide
 * screen the lines take the main column and the rest sits beside them.
 */
const AREAS = {
  xs: '"workflow" "customer" "delivery" "lines" "history"',
  md: '"lines workflow" "lines customer" "lines delivery" "history delivery"',
};

/** One order as staff work it: everything about it, its history, and its next step. */
export function StaffOrderView({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h2" dir="ltr">
          {order.number}
        </Typography>
        <OrderStatusChip status={order.status} label={t(`orderStatus.${order.status}`)} />
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('orderPage.placed', { date: formatDateTime(order.created_at, locale) })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Button
          component={NextLink}
          href={packingSlipPath(order.id)}
          variant="outlined"
          startIcon={<PrintOutlinedIcon />}
        >
          {t('orderPage.printSlip')}
        </Button>
        <ShareSlipButton order={order} />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gridTemplateAreas: AREAS,
        }}
      >
        <StaffOrderSection area="workflow" title={t('orderPage.workflow')}>
          <StaffOrderWorkflow order={order} />
        </StaffOrderSection>
        <StaffOrderSection area="customer" title={t('orderPage.customer')}>
          <StaffOrderCustomer order={order} />
        </StaffOrderSection>
        <StaffOrderSection area="delivery" title={t('orderPage.delivery')}>
          <StaffOrderDelivery order={order} />
        </StaffOrderSection>
        <StaffOrderSection area="lines" title={t('orderPage.lines')}>
          <StaffOrderLines order={order} />
        </StaffOrderSection>
        <StaffOrderSection area="history" title={t('orderPage.history')}>
          <StaffOrderHistory history={order.history ?? []} />
        </StaffOrderSection>
      </Box>
    </>
  );
}
