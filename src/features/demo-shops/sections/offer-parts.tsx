import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import Image from 'next/image';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { DemoOffer } from '@/contracts/demo/demo-entities';
import { formatMoney } from '@/lib/format/money';
import { formatPercent } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { SampleText } from './sample-text';

/*
 * The pieces every offer shows (hero slides, deal cards, banners), drawn the same way in each.
 */

type PictureProps = {
  src: string;
  /** Width / height, e.g. "4 / 3": the box keeps its size before the picture arrives. */
  ratio: string;
  sizes: string;
  /** The page's largest picture: preloaded at high priority instead of lazily. */
  priority?: boolean;
};

/** An offer's picture. It illustrates the title beside it, so it is silent (alt=""). */
export function OfferPicture({ src, ratio, sizes, priority }: PictureProps) {
  return (
    <Box sx={{ position: 'relative', aspectRatio: ratio, width: '100%' }}>
      <Image
        src={src}
        alt=""
        fill
        sizes={sizes}
        preload={priority}
        fetchPriority={priority ? 'high' : undefined}
        unoptimized={src.endsWith('.svg')}
        style={{ objectFit: 'contain' }}
      />
    </Box>
  );
}

type SavingProps = {
  offer: Pick<DemoOffer, 'discount' | 'off'>;
  variant?: TypographyProps['variant'];
};

/** "25% off" or "EGP 50 off" (a percent when the offer has one), or nothing. */
export function OfferSaving({ offer, variant = 'subtitle1' }: SavingProps) {
  const { t } = useTranslation('demo-products');
  const locale = useLocale();
  const text =
    offer.discount !== undefined && offer.discount > 0
      ? t('offer.discount', { percent: formatPercent(offer.discount, locale) })
      : offer.off !== undefined
        ? t('offer.off', { amount: formatMoney(offer.off, locale) })
        : null;
  if (text === null) return null;
  return (
    <Typography variant={variant} component="p" sx={{ color: 'error.dark', fontWeight: 700 }}>
      {text}
    </Typography>
  );
}

type LinkProps = {
  offer: Pick<DemoOffer, 'href' | 'buttonText'>;
  /** The id of the offer's title: the link reads "Shop now" and is described by it. */
  describedBy: string;
  variant?: 'contained' | 'outlined';
};

/**
 * The offer's call to action, a link drawn as a button ("SHOP NOW" or "Shop now"). An offer
 * without an address of its own has none: the poultry shop's search, where it used to lead,
 * has none of the demo's products (issue 26), and the fixtures give every offer its listing.
 */
export function OfferLink({ offer, describedBy, variant = 'contained' }: LinkProps) {
  const { t } = useTranslation('demo-products');
  if (!offer.href) return null;
  return (
    <Button
      component={ShopLink}
      href={offer.href}
      variant={variant}
      aria-describedby={describedBy}
      sx={{ minHeight: 44, px: 3, alignSelf: 'flex-start' }}
    >
      <SampleText>{offer.buttonText ?? t('offer.shopNow')}</SampleText>
    </Button>
  );
}
