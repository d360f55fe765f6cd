import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { Round } from '@/contracts/driver-rounds';
import type { StaffOrder } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { useLocale } from '@/lib/i18n/use-locale';
import { useDrivers, useRoundWrites } from '../api/staff-rounds';
import { slotText } from '../model/slot-label';
import { byArea } from './round-plan';
import { SlotPicks } from './slot-picks';

type Props = {
  date: string;
  /** The day's ready orders on no round yet. */
  orders: readonly StaffOrder[];
  onMade: (round: Round) => void;
};

/**
 * The orders being prepared and on no round (the day's slots first): staff tick the ones a driver takes (a
 * slot's orders all at once), pick the driver, and make the round; its stops start in order
 * of area and landmark, which the round's card can change.
 */
export function ReadyOrders({ date, orders, onMade }: Props) {
  const { t } = useTranslation('rounds');
  const locale = useLocale();
  const { data: drivers } = useDrivers(locale);
  const { create } = useRoundWrites(locale);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [driverId, setDriverId] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const picked = orders.filter((order) => chosen.has(order.id));
  const toggle = (id: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const make = async () => {
    if (driverId === '' || picked.length === 0) return;
    setBusy(true);
    setFailure(undefined);
    const slots = new Set(picked.map((order) => order.slot?.id ?? 0));
    const [slotId] = [...slots];
    try {
      const round = await create({
        date,
        driver_id: driverId,
        ...(slots.size === 1 && slotId ? { slot_id: slotId } : {}),
        order_ids: byArea(picked, (order) => order.address, locale).map((order) => order.id),
      });
      setChosen(new Set());
      onMade(round);
    } catch (cause) {
      setFailure(errorEnvelopeOf(cause)?.message ?? t('makeFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: 2, mb: 2 }}
      aria-labelledby="ready-title"
    >
      <Typography id="ready-title" component="h2" variant="h4">
        {t('readyTitle')}
      </Typography>
      {orders.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('readyEmpty')}
        </Typography>
      ) : (
        <Stack sx={{ mt: 1 }}>
          <SlotPicks date={date} orders={orders} onPick={(ids) => setChosen(new Set(ids))} />
          {orders.map((order) => (
            <FormControlLabel
              key={order.id}
              control={
                <Checkbox checked={chosen.has(order.id)} onChange={() => toggle(order.id)} />
              }
              label={t('readyOrder', {
                number: order.number,
                area: order.address.area,
                name: order.address.recipient,
                amount: formatMoney(order.total, locale),
                slot: order.slot ? slotText(order.slot, t, locale) : t('noSlot'),
              })}
            />
          ))}
        </Stack>
      )}
      {orders.length > 0 ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <TextField
            select
            size="small"
            label={t('driver')}
            value={driverId}
            onChange={(event) => setDriverId(Number(event.target.value))}
            sx={{ minWidth: 200 }}
          >
            {(drivers ?? []).map((driver) => (
              <MenuItem key={driver.id} value={driver.id}>
                {driver.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            startIcon={<RouteOutlinedIcon />}
            disabled={busy || driverId === '' || picked.length === 0}
            onClick={() => void make()}
          >
            {t('make', { count: picked.length })}
          </Button>
        </Stack>
      ) : null}
      {drivers && drivers.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('noDrivers')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
    </Paper>
  );
}
