import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { Skeleton } from '@/components/ui/skeleton';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { formatMoney } from '@/lib/format/money';
import { useDeliveryCharges } from '@/lib/api/delivery-charges';
import { useCart } from '../hooks/use-cart';
import { useLocale } from '@/lib/i18n/use-locale';
import { useZoneQuery } from '../hooks/use-zone-query';
import { quoteDelivery } from '../model/delivery';
import { DeliveryZoneSelect } from './delivery-zone-select';
import { SummaryRow } from './summary-row';
import { ZoneFacts } from './zone-facts';
import { useZoneTiming } from '../api/next-round';

/**
 * The cart's totals: subtotal, then, once the shopper names a delivery area, its fee, time,
 * minimum order and the total. Checkout carries the area along (?zone=).
 */
export function CartSummary() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const { subtotal, estimated } = useCart();
  const { zoneId, setZone } = useZoneQuery();
  const { data: zones, error, mutate } = useDeliveryCharges(locale);
  const titleId = useId();
  const shortId = useId();

  const zone = zones?.find((entry) => entry.id === zoneId);
  const timing = useZoneTiming(zone?.id, locale);
  const quote = zone ? quoteDelivery(subtotal, zone) : undefined;
  const short = quote !== undefined && quote.shortBy > 0;
  const money = (amount: number) => formatMoney(amount, locale);

  let zonePicker;
  if (zones) {
    zonePicker = <DeliveryZoneSelect zones={zones} value={zoneId} onChange={setZone} />;
  } else if (error) {
    zonePicker = <LoadError message={t('zone.loadFailed')} onRetry={() => void mutate()} />;
  } else {
    zonePicker = <Skeleton variant="rounded" height={56} aria-label={t('zone.loading')} />;
  }

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid="cart-summary"
    >
      <Typography id={titleId} component="h2" variant="h4" sx={{ mb: 2 }}>
        {t('summary.title')}
      </Typography>
      {zonePicker}
      {zone ? <ZoneFacts zone={zone} timing={timing} /> : null}
      <Divider sx={{ my: 2 }} />
      <Box component="dl" sx={{ m: 0 }}>
        <SummaryRow label={t('summary.subtotal')} value={money(subtotal)} testId="cart-subtotal" />
        <SummaryRow
          label={t('summary.delivery')}
          value={quote ? money(quote.fee) : t('summary.deliveryUnknown')}
          testId="cart-delivery"
        />
        {quote ? (
          <SummaryRow
            label={t('summary.total')}
            value={money(quote.total)}
            strong
            testId="cart-total"
          />
        ) : null}
      </Box>
      {estimated ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1 }}
          data-testid="cart-estimated"
        >
          {t('choices.note')}
        </Typography>
      ) : null}
      {zone && short ? (
        <Alert severity="warning" id={shortId} sx={{ mt: 2 }} data-testid="minimum-order">
          {t('summary.belowMinimum', {
            area: zone.area,
            min: money(zone.min_order),
            short: money(quote.shortBy),
          })}
        </Alert>
      ) : null}
      <Button
        component={ShopLink}
        href={zone ? `/checkout?zone=${zone.id}` : '/checkout'}
        variant="contained"
        size="large"
        fullWidth
        disabled={short}
        aria-describedby={short ? shortId : undefined}
        sx={{ mt: 2 }}
        data-testid="cart-checkout"
      >
        {t('actions.checkout')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
        {t('summary.confirmedAtCheckout')}
      </Typography>
    </Paper>
  );
}
