import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { formatMoney } from '@/lib/format/money';
import { formatRound } from '@/lib/format/round';
import { useLocale } from '@/lib/i18n/use-locale';
import type { ZoneTiming } from '../api/next-round';

type Props = {
  zone: DeliveryCharge;
  /** When the order can arrive; undefined while unknown, when no time is promised. */
  timing: ZoneTiming | undefined;
};

/**
 * What delivering to the chosen area means: fee, time and the smallest order it takes. A zone
 * delivered in rounds promises its first open round, never the zone's usual time, which the
 * rounds may not keep (issue 38).
 */
export function ZoneFacts({ zone, timing }: Props) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [now] = useState(Date.now);
  const when = timingText(timing, zone, { t, locale, now });
  const facts: { key: string; Icon: SvgIconComponent; text: string }[] = [
    {
      key: 'fee',
      Icon: LocalShippingOutlinedIcon,
      text: t('zone.fee', { fee: formatMoney(zone.fee, locale) }),
    },
    ...(when === undefined ? [] : [{ key: 'eta', Icon: AccessTimeIcon, text: when }]),
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

type Words = { t: TFunction; locale: string; now: number };

function timingText(timing: ZoneTiming | undefined, zone: DeliveryCharge, words: Words) {
  const { t, locale, now } = words;
  switch (timing?.kind) {
    case 'round':
      return t('zone.nextRound', { round: formatRound(timing.slot, t, locale, { now }) });
    case 'full':
      return t('zone.roundsFull');
    case 'eta':
      return t('zone.eta', { eta: zone.eta });
    default:
      return undefined;
  }
}
