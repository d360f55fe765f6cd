import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { Skeleton } from '@/components/ui/skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useDeferredValue, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import type { StaffOrder } from '@/contracts/order';
import { ORDER_STATUSES, type OrderStatus } from '@/contracts/order-constants';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { useLocale } from '@/lib/i18n/use-locale';
import { NewOrdersBanner } from '../alerts/new-orders-banner';
import { useMoveStaffOrder, useStaffOrders } from '../api/staff-orders';
import type { QueueFilter } from '../model/queue-link';
import { asksBeforeMove } from './line-weights';
import { weighOrderPath } from './order-paths';
import { SlotGroupList } from './slot-group-list';
import { UnweighedDialog } from './unweighed-dialog';

/**
 * The seller's queue of real orders (GET /admin/orders): by status, by number or phone, each
 * moved on with one tap; a cancel asks first, and so does sending out an order with lines not
 * weighed (the rows carry their lines, so the question needs no call on a slow phone). New
 * orders arrive by themselves while it is open (the dashboard's pulse refreshes it at once),
 * marked until seen. The overview's links open it already narrowed (`initialFilter`, from the URL).
 */
export function StaffOrdersScreen({ initialFilter = {} }: { initialFilter?: QueueFilter }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [status, setStatus] = useState<OrderStatus | ''>(initialFilter.status ?? '');
  const [search, setSearch] = useState(initialFilter.q ?? '');
  const q = useDeferredValue(search);
  const { data, error, mutate, isLoading } = useStaffOrders(
    { status: status || undefined, q },
    locale,
  );
  const move = useMoveStaffOrder(locale);
  const [moving, setMoving] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const [cancelling, setCancelling] = useState<StaffOrder>();
  // An order to send out with lines not weighed: asked about first, as on the order's page.
  const [unweighed, setUnweighed] = useState<StaffOrder>();
  // As the queue refreshes: weighed meanwhile (another phone), the question says so.
  const asked = unweighed && (data?.find((order) => order.id === unweighed.id) ?? unweighed);

  const run = async (order: StaffOrder, to: OrderStatus) => {
    setMoving(order.id);
    setFailure(undefined);
    try {
      await move(order, to);
      setCancelling(undefined);
      setUnweighed(undefined);
    } catch (caught) {
      setFailure(errorEnvelopeOf(caught)?.message ?? t('staffOrders.moveFailed'));
    } finally {
      setMoving(undefined);
    }
  };
  const onMove = (order: StaffOrder, to: OrderStatus) => {
    setFailure(undefined);
    if (to === 'Cancelled') setCancelling(order);
    else if (asksBeforeMove(order, to)) setUnweighed(order);
    else void run(order, to);
  };

  return (
    <Box>
      <Typography component="h1" variant="h2">
        {t('screens.orders.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('screens.orders.description')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          select
          label={t('staffOrders.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
          // "All orders" is a choice of its own, shown as such rather than as an empty field.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('staffOrders.allStatuses')}</MenuItem>
          {ORDER_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`orderStatus.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="search"
          label={t('staffOrders.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 40, inputMode: 'search' } }}
          fullWidth
        />
      </Stack>
      <NewOrdersBanner />
      {failure && !cancelling && !unweighed ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setFailure(undefined)}>
          {failure}
        </Alert>
      ) : null}
      {error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Stack spacing={1.5} aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={160} />
          ))}
        </Stack>
      ) : data.length === 0 ? (
        <EmptyState
          icon={<ReceiptLongOutlinedIcon fontSize="inherit" />}
          title={t('staffOrders.emptyTitle')}
          message={t('staffOrders.emptyMessage')}
        />
      ) : (
        <SlotGroupList orders={data} moving={moving} onMove={onMove} />
      )}
      <UnweighedDialog
        order={asked}
        titleId="staff-unweighed-title"
        withNumber
        weighHref={unweighed ? weighOrderPath(unweighed.id) : undefined}
        busy={moving !== undefined}
        failure={unweighed ? failure : undefined}
        onConfirm={() => {
          if (unweighed) void run(unweighed, 'OutForDelivery');
        }}
        onClose={() => {
          setUnweighed(undefined);
          setFailure(undefined);
        }}
      />
      <ConfirmDialog
        open={Boolean(cancelling)}
        titleId="staff-cancel-title"
        title={t('staffOrders.cancelTitle')}
        message={t('staffOrders.cancelMessage', { number: cancelling?.number ?? '' })}
        confirmLabel={t('staffOrders.cancelConfirm')}
        busyLabel={t('staffOrders.cancelling')}
        keepLabel={t('staffOrders.cancelKeep')}
        busy={moving !== undefined}
        failure={cancelling ? failure : undefined}
        onConfirm={() => {
          if (cancelling) void run(cancelling, 'Cancelled');
        }}
        onClose={() => {
          setCancelling(undefined);
          setFailure(undefined);
        }}
      />
    </Box>
  );
}
