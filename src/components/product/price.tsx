import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/lib/format/money';
import { formatPercent } from '@/lib/format/number';
import { Tag } from '@/components/ui/tag';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';

type Props = {
  price: number;
  oldPrice?: number | null;
  /** Percent off the old price (the backend's `discount`, 0-60). */
  discount?: number;
  /** Localised unit label, e.g. "kg" or "كيلو". */
  unit?: string;
  size?: 'small' | 'large';
};

/**
 * A price as a shopper reads it: the amount in EGP, the old price struck through with a
 * spoken "was", the discount, and the unit it is sold by.
 */
export function Price({ price, oldPrice, discount = 0, unit, size = 'small' }: Props) {
  const { t } = useTranslation('catalog');
  const { locale } = useRouter();
  const large = size === 'large';
  const showOld = oldPrice !== null && oldPrice !== undefined && oldPrice > price;

  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.5 }}
    >
      <Typography
        component="span"
        variant={large ? 'h2' : 'h5'}
        sx={{ color: 'text.primary', fontWeight: 700, whiteSpace: 'nowrap' }}
        data-testid="price"
      >
        {formatMoney(price, locale)}
      </Typography>
      {unit ? (
        <Typography
          component="span"
          variant={large ? 'body1' : 'body2'}
          sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
        >
          {t('price.perUnit', { unit })}
        </Typography>
      ) : null}
      {showOld ? (
        <Typography
          component="span"
          variant={large ? 'body1' : 'body2'}
          sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
          data-testid="old-price"
        >
          <Box component="span" sx={visuallyHiddenSx}>
            {t('price.was', { price: formatMoney(oldPrice, locale) })}
          </Box>
          <Box component="s" aria-hidden>
            {formatMoney(oldPrice, locale)}
          </Box>
        </Typography>
      ) : null}
      {showOld && discount > 0 ? (
        <Tag
          tone="error"
          size={large ? 'medium' : 'small'}
          sx={{ fontWeight: 700, alignSelf: 'center' }}
          data-testid="discount"
        >
          {t('price.discount', { percent: formatPercent(discount, locale) })}
        </Tag>
      ) : null}
    </Box>
  );
}
