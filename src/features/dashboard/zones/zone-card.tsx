import { FactList } from '../components/fact-list';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { StaffDeliveryZone } from '@/contracts/delivery-zones';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = {
  zone: StaffDeliveryZone;
  /** Admins only: sellers see the zone as it is. */
  onEdit?: (zone: StaffDeliveryZone) => void;
};

/** One delivery area: fee, minimum order, delivery time, and whether shoppers can choose it. */
export function ZoneCard({ zone, onEdit }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const rows = [
    { label: t('zones.fee'), value: formatMoney(zone.fee, locale) },
    {
      label: t('zones.minOrder'),
      value: zone.min_order > 0 ? formatMoney(zone.min_order, locale) : t('zones.noMinimum'),
    },
    { label: t('zones.eta'), value: zone.eta },
  ];
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }} data-testid="zone-card">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h4" sx={{ flexGrow: 1 }}>
          {zone.area}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={zone.is_active ? 'success' : 'default'}
          label={zone.is_active ? t('zones.active') : t('zones.inactive')}
          data-active={zone.is_active}
        />
      </Stack>
      {zone.is_active ? null : (
        <Typography variant="body2" color="text.secondary">
          {t('zones.inactiveHint')}
        </Typography>
      )}
      <FactList facts={rows} />
      {onEdit ? (
        <Button
          startIcon={<EditOutlinedIcon />}
          onClick={() => onEdit(zone)}
          aria-label={t('zones.editLabel', { area: zone.area })}
          sx={{ mt: 1 }}
        >
          {t('zones.edit')}
        </Button>
      ) : null}
    </Paper>
  );
}
