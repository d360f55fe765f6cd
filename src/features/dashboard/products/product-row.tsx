import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { StaffItem } from '@/contracts/staff-catalog';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { ItemPrice } from './item-price';

type Props = {
  item: StaffItem;
  /** The switch waits while its change is saved. */
  busy: boolean;
  onOpen: (item: StaffItem) => void;
  onPublish: (item: StaffItem, published: boolean) => void;
};

/**
 * One product as a row a thumb can work: picture, both names, price (the old one struck),
 * stock; a tap opens it, and the switch beside it shows or hides it in the shop.
 */
export function ProductRow({ item, busy, onOpen, onPublish }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [main, other] =
    locale === 'ar' ? [item.name_ar, item.name_en] : [item.name_en, item.name_ar];
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, pe: 1 }}
      data-testid="product-row"
      data-published={item.is_published}
    >
      <ButtonBase
        onClick={() => onOpen(item)}
        aria-label={t('products.edit', { name: main })}
        sx={{ flexGrow: 1, minWidth: 0, justifyContent: 'flex-start', textAlign: 'start', p: 1.5 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Avatar
            src={item.image}
            alt=""
            variant="rounded"
            sx={{ width: 56, height: 56, bgcolor: 'grey.100' }}
            slotProps={{ img: { loading: 'lazy', width: 56, height: 56 } }}
          />
          <Stack sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {main}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap dir="auto">
              {other}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <ItemPrice price={item.price} oldPrice={item.old_price} />
              <Typography
                variant="body2"
                color={item.stock > 0 ? 'text.secondary' : 'error'}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {item.stock > 0
                  ? t('products.stock', {
                      value: t('products.stockAmount', {
                        count: formatNumber(item.stock, locale, 3),
                        unit: t(`overview.units.${item.unit_code}`),
                      }),
                    })
                  : t('products.outOfStock')}
              </Typography>
            </Stack>
          </Stack>
        </Stack>
      </ButtonBase>
      <Switch
        checked={item.is_published}
        disabled={busy}
        onChange={(_, published) => onPublish(item, published)}
        slotProps={{ input: { 'aria-label': t('toggles.published', { name: main }) } }}
      />
    </Paper>
  );
}
