import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'next-i18next/pages';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import type { StaffDeliveryZone } from '@/contracts/delivery-zones';
import type { roundsForm } from '@/contracts/staff-calls';
import { formatNumber } from '@/lib/format/number';
import type { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';

export type RoundsFormInput = z.input<typeof roundsForm>;
type RoundsForm = ReturnType<typeof useContractForm<typeof roundsForm>>;

type Props = {
  form: RoundsForm;
  index: number;
  zones: readonly StaffDeliveryZone[];
  onRemove: () => void;
};

const HALF = { xs: 'span 2', sm: 'span 1' } as const;

/**
 * One round's row: its hours (the phone's time picker), places and cut-off, whether it takes
 * orders, and the zones it serves: every zone, or the ones ticked.
 */
export function RoundFields({ form, index, zones, onRemove }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { register, control, fieldHelp } = form;
  const field = (name: 'from' | 'to' | 'capacity' | 'cutoff_minutes') => {
    const path = `rounds.${index}.${name}` as const;
    const { ref, ...rest } = register(path);
    const time = name === 'from' || name === 'to';
    return (
      <TextField
        {...rest}
        inputRef={ref}
        {...fieldHelp(path)}
        label={t(`rounds.fields.${name}`)}
        type={time ? 'time' : 'text'}
        required
        fullWidth
        slotProps={{
          htmlInput: { dir: 'ltr', inputMode: time ? undefined : 'numeric' },
        }}
      />
    );
  };
  // In the page's digits: «الموعد ١» on an Arabic dashboard.
  const number = formatNumber(index + 1, locale);
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      sx={{ p: 2, m: 0 }}
      data-testid="round-row"
      aria-label={t('rounds.row', { number })}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <Box>{field('from')}</Box>
        <Box>{field('to')}</Box>
        <Box sx={{ gridColumn: HALF }}>{field('capacity')}</Box>
        <Box sx={{ gridColumn: HALF }}>{field('cutoff_minutes')}</Box>
        <Controller
          control={control}
          name={`rounds.${index}.zone_ids`}
          render={({ field: zoneIds }) => {
            const chosen = zoneIds.value;
            const toggle = (id: number, on: boolean) =>
              zoneIds.onChange(on ? [...chosen, id] : chosen.filter((zone) => zone !== id));
            return (
              <FormGroup sx={{ gridColumn: 'span 2' }}>
                <FormLabel component="legend">{t('rounds.fields.zones')}</FormLabel>
                <FormControlLabel
                  label={t('rounds.allZones')}
                  control={
                    <Checkbox
                      checked={chosen.length === 0}
                      onChange={(_, on) => {
                        if (on) zoneIds.onChange([]);
                      }}
                    />
                  }
                />
                {zones.map((zone) => (
                  <FormControlLabel
                    key={zone.id}
                    label={zone.area}
                    control={
                      <Checkbox
                        checked={chosen.includes(zone.id)}
                        onChange={(_, on) => toggle(zone.id, on)}
                      />
                    }
                  />
                ))}
              </FormGroup>
            );
          }}
        />
        <Box sx={{ gridColumn: 'span 2', display: 'flex', alignItems: 'center' }}>
          <Controller
            control={control}
            name={`rounds.${index}.is_active`}
            render={({ field: active }) => (
              <FormControlLabel
                sx={{ flexGrow: 1 }}
                label={t('rounds.fields.is_active')}
                control={
                  <Switch
                    checked={active.value}
                    onChange={(_, on) => active.onChange(on)}
                    onBlur={active.onBlur}
                  />
                }
              />
            )}
          />
          <IconButton onClick={onRemove} aria-label={t('rounds.remove', { number })} color="error">
            <DeleteOutlinedIcon />
          </IconButton>
        </Box>
      </Box>
    </Paper>
  );
}
