import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
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
import { WeighAction } from './weigh-action';

/**
 * The sections in the order of work on a phone's one column: the next step, who, where, then
 * what and what happened. A wide screen puts the lines and history first, as the main column,
 * and the rest beside them; reading and focus keep the phone's order.
 */
const column = (flex: number, order: number) =>
  ({
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    flex,
    minWidth: 0,
    order: { md: order },
  }) as const;

/** One order as staff work it: everything about it, its history, and its next step. */
export function StaffOrderView({
  order,
  weighFirst = false,
}: {
  order: StaffOrder;
  weighFirst?: boolean;
}) {
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
          component={ShopLink}
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
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'flex-start' },
          gap: 2,
        }}
      >
        <Box sx={column(2, 2)}>
          <StaffOrderSection name="workflow" title={t('orderPage.workflow')}>
            <StaffOrderWorkflow order={order} />
          </StaffOrderSection>
          <StaffOrderSection name="customer" title={t('orderPage.customer')}>
            <StaffOrderCustomer order={order} />
          </StaffOrderSection>
          <StaffOrderSection name="delivery" title={t('orderPage.delivery')}>
            <StaffOrderDelivery order={order} />
          </StaffOrderSection>
        </Box>
        <Box sx={column(3, 1)}>
          <StaffOrderSection name="lines" title={t('orderPage.lines')}>
            <StaffOrderLines
              order={order}
              action={<WeighAction order={order} openAtStart={weighFirst} />}
            />
          </StaffOrderSection>
          <StaffOrderSection name="history" title={t('orderPage.history')}>
            <StaffOrderHistory history={order.history ?? []} />
          </StaffOrderSection>
        </Box>
      </Box>
    </>
  );
}
