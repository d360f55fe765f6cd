import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import { Skeleton } from '@/components/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { LoadError } from '@/components/ui/load-error';
import { isNotFound } from '@/lib/api/is-not-found';
import { useLocale } from '@/lib/i18n/use-locale';
import { useStaffOrder } from '../api/staff-orders';
import { dashboardPath } from '../model/dashboard-screens';
import { staffOrderPath } from './order-paths';
import { PACKING_SLIP_ID, PackingSlip } from './packing-slip';
import { useShopIdentity } from './use-shop-identity';

/**
 * On paper only the slip shows: whatever else the page holds (buttons, the shop's floating
 * chat button, a cookie notice) is hidden, and the slip fills the printable width of A4, A5
 * or a receipt roll, in points so it reads the same on each.
 */
const printStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '@page': { margin: '6mm' },
      '@media print': {
        body: { backgroundColor: theme.palette.common.white },
        'body *': { visibility: 'hidden' },
        [`#${PACKING_SLIP_ID}, #${PACKING_SLIP_ID} *`]: { visibility: 'visible' },
        [`#${PACKING_SLIP_ID}`]: {
          position: 'absolute',
          top: 0,
          insetInlineStart: 0,
          width: '100%',
          fontSize: '11pt',
        },
      },
    })}
  />
);

const backIcon = (
  <ArrowBackIcon
    sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
  />
);

/** /dashboard/orders/{id}/slip: the order's packing slip, with a button that prints it. */
export function PackingSlipScreen({ id }: { id: number }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const shop = useShopIdentity();
  const { data: order, error, mutate } = useStaffOrder(id, locale);

  const slip = () => {
    if (order) return <PackingSlip order={order} shop={shop} />;
    if (isNotFound(error)) {
      return (
        <Typography component="h1" variant="h3" role="alert">
          {t('orderPage.notFoundTitle')}
        </Typography>
      );
    }
    if (error) return <LoadError onRetry={() => void mutate()} />;
    return <Skeleton variant="rounded" height={480} aria-busy="true" />;
  };

  return (
    <Box
      sx={{
        px: 2,
        py: { xs: 2, md: 4 },
        bgcolor: 'background.default',
        minHeight: '100vh',
        // Hidden on paper but still laid out: it must not push a blank sheet after the slip.
        '@media print': { minHeight: 0, p: 0 },
      }}
    >
      {printStyles}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ maxWidth: '148mm', mx: 'auto', mb: 2, flexWrap: 'wrap', displayPrint: 'none' }}
      >
        <Button
          component={ShopLink}
          href={order ? staffOrderPath(order.id) : dashboardPath('orders')}
          color="inherit"
          startIcon={backIcon}
        >
          {order ? t('slip.backToOrder') : t('orderPage.toQueue')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          startIcon={<PrintOutlinedIcon />}
          disabled={!order}
          onClick={() => window.print()}
        >
          {t('slip.print')}
        </Button>
      </Stack>
      <Box
        component="main"
        sx={{
          maxWidth: '148mm',
          mx: 'auto',
          p: { xs: 2, sm: 3 },
          bgcolor: 'common.white',
          border: 1,
          borderColor: 'divider',
          '@media print': { p: 0, border: 0, maxWidth: 'none' },
        }}
      >
        {slip()}
      </Box>
    </Box>
  );
}
