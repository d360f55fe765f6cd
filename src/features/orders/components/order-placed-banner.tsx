import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { Order } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { formatRound } from '@/lib/format/round';
import { orderSummaryText, whatsAppOrderUrl } from '../model/whatsapp-summary';
import { useLocale } from '@/lib/i18n/use-locale';

// The push switch and its hook load after the page: not every shopper's first bytes.
const OrderUpdatesSwitch = dynamic(
  () => import('@/components/notifications/order-updates-switch').then((m) => m.OrderUpdatesSwitch),
  { ssr: false },
);

type Props = {
  order: Order;
  /** The zone's usual delivery time: said only when the order has no round booked. */
  eta?: string;
  /** The moment "today" and "tomorrow" are counted from. */
  now: number;
  whatsappNumber?: string;
};

/** The confirmation: thanks, the number to quote, what to pay, when, and a WhatsApp copy. */
export function OrderPlacedBanner({ order, eta, now, whatsappNumber }: Props) {
  const { t } = useTranslation(['orders', 'common']);
  const locale = useLocale();
  const whatsapp = whatsAppOrderUrl(whatsappNumber, orderSummaryText(order, t, locale));
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'success.main', mb: 3 }}
      data-testid="order-placed"
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CheckCircleOutlinedIcon aria-hidden sx={{ color: 'success.dark', fontSize: 40 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {t('placed.number')} <bdi data-testid="placed-number">{order.number}</bdi>
          </Typography>
          <Typography color="text.secondary">
            {t('placed.pay', { total: formatMoney(order.total, locale) })}
          </Typography>
          {order.slot ? (
            <Typography sx={{ fontWeight: 600 }} data-testid="placed-round">
              {t('placed.round', { round: formatRound(order.slot, t, locale, { now }) })}
            </Typography>
          ) : eta ? (
            <Typography color="text.secondary">{t('placed.eta', { eta })}</Typography>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
            {whatsapp ? (
              <Button
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                variant="contained"
                startIcon={<WhatsAppIcon />}
                // The dark shade: white text on the brand green needs it for AA contrast.
                sx={{
                  bgcolor: 'whatsapp.dark',
                  color: 'whatsapp.contrastText',
                  '&:hover': { bgcolor: 'whatsapp.dark', filter: 'brightness(0.9)' },
                }}
                data-testid="order-whatsapp"
              >
                {t('placed.whatsapp')}
              </Button>
            ) : null}
            <Button component={ShopLink} href="/" variant="outlined" color="inherit">
              {t('placed.continue')}
            </Button>
          </Stack>
          <OrderUpdatesSwitch />
        </Box>
      </Stack>
    </Paper>
  );
}
