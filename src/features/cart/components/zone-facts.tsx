import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'next-i18next/pages';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';

/** What delivering to the chosen area means: fee, time and the smallest order it takes. */
export function ZoneFacts({ zone }: { zone: DeliveryCharge }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const facts: { key: string; Icon: SvgIconComponent; text: string }[] = [
    {
      key: 'fee',
      Icon: LocalShippingOutlinedIcon,
      text: t('zone.fee', { fee: formatMoney(zone.fee, locale) }),
    },
    { key: 'eta', Icon: AccessTimeIcon, text: t('zone.eta', { eta: zone.eta }) },
    {
      key: 'min',
      Icon: ShoppingBasketOutlinedIcon,
      text:
        zone.min_order > 0
          ? t('zone.minimum', { min: formatMoney(zone.min_order, locale) })
          : t('zone.noMinimum'),
    },
  ];

  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }} data-testid="zone-facts">
      {facts.map(({ key, Icon, text }) => (
        <Box
          component="li"
          key={key}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.25 }}
        >
          <Icon aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
          <Typography variant="body2">{text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
