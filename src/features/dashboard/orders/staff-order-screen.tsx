import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '@/components/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { isNotFound } from '@/lib/api/is-not-found';
import { useLocale } from '@/lib/i18n/use-locale';
import { useOrderAlerts } from '../alerts/order-alerts';
import { useStaffOrder } from '../api/staff-orders';
import { dashboardPath } from '../model/dashboard-screens';
import { StaffOrderView } from './staff-order-view';

/** Mirrored in Arabic: "back" points the way the page reads. */
const backIcon = (
  <ArrowBackIcon
    sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
  />
);

/**
 * /dashboard/orders/{id}: one order (GET /admin/orders/{id}), kept fresh while open. An order
 * that does not exist says so in words, with the way back to the queue.
 */
/** `weighFirst`: opened to weigh (the queue's "weigh first" link), the weights dialog is up. */
export function StaffOrderScreen({ id, weighFirst = false }: { id: number; weighFirst?: boolean }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { data: order, error, mutate } = useStaffOrder(id, locale);
  const { markSeen } = useOrderAlerts();
  // Opening an order is seeing it: the queue stops marking it new.
  useEffect(() => markSeen(id), [markSeen, id]);

  const content = () => {
    if (order) return <StaffOrderView order={order} weighFirst={weighFirst} />;
    if (isNotFound(error)) {
      return (
        <>
          <Typography component="h1" variant="h2">
            {t('orderPage.notFoundHeading')}
          </Typography>
          <EmptyState
            icon={<ReceiptLongOutlinedIcon fontSize="inherit" />}
            title={t('orderPage.notFoundTitle')}
            message={t('orderPage.notFoundMessage')}
            action={
              <Button component={ShopLink} href={dashboardPath('orders')} variant="contained">
                {t('orderPage.toQueue')}
              </Button>
            }
          />
        </>
      );
    }
    if (error) {
      return (
        <>
          <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
            {t('orderPage.title')}
          </Typography>
          <LoadError onRetry={() => void mutate()} />
        </>
      );
    }
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width={240} height={48} />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={140} />
        ))}
      </Stack>
    );
  };

  return (
    <Box>
      <Button
        component={ShopLink}
        href={dashboardPath('orders')}
        color="inherit"
        startIcon={backIcon}
        sx={{ mb: 1 }}
      >
        {t('orderPage.back')}
      </Button>
      {content()}
    </Box>
  );
}
