import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { OrderStatus } from '@/contracts/order-constants';
import type { ShopSummary } from '@/contracts/shop-summary';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { queueHref } from '../model/queue-link';

const WAITING: readonly { status: OrderStatus; key: keyof ShopSummary['waiting'] }[] = [
  { status: 'Pending', key: 'pending' },
  { status: 'Processing', key: 'processing' },
  { status: 'OutForDelivery', key: 'out_for_delivery' },
];

/** The open orders by status, each a way into the queue showing just those. */
export function WaitingOrders({ waiting }: { waiting: ShopSummary['waiting'] }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <Box component="section" aria-labelledby="overview-waiting">
      <Typography id="overview-waiting" component="h2" variant="h4" sx={{ mb: 1.5 }}>
        {t('overview.waitingTitle')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        {WAITING.map(({ status, key }) => (
          <Card key={status} variant="outlined" data-testid={`waiting-${status}`}>
            <CardActionArea
              component={ShopLink}
              href={queueHref({ status })}
              sx={{
                p: 2,
                minHeight: 64,
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>{t(`overview.waiting.${key}`)}</Typography>
              <Typography component="span" variant="h3" color="primary.dark">
                {formatNumber(waiting[key], locale)}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
