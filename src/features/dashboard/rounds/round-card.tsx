import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import SortIcon from '@mui/icons-material/Sort';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import ShopLink from '@/components/ui/shop-link';
import type { Round, RoundUpdateBody } from '@/contracts/driver-rounds';
import { formatMoney } from '@/lib/format/money';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { useLocale } from '@/lib/i18n/use-locale';
import { useDrivers, useRoundWrites } from '../api/staff-rounds';
import { amountToCollect, byArea, moveOne, pendingStops, stopsInShop } from './round-plan';
import { roundSheetPath } from './round-paths';
import { RoundStopRow } from './round-stop-row';

type Props = { round: Round; onSaved: (text: string) => void };

/**
 * One driver's round: who drives it, its stops in driving order (the ones still to drive can
 * move up or down, be sorted by area and landmark, or come off the round), sending the stops
 * still in the shop out, and its sheet to print or share.
 */
export function RoundCard({ round, onSaved }: Props) {
  const { t } = useTranslation('rounds');
  const locale = useLocale();
  const { data: drivers } = useDrivers(locale);
  const { update, sendOut } = useRoundWrites(locale);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const pending = pendingStops(round);
  const inShop = stopsInShop(round);

  const run = async (work: () => Promise<unknown>, said: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
      onSaved(said);
    } catch (cause) {
      setFailure(errorEnvelopeOf(cause)?.message ?? t('saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const save = (body: RoundUpdateBody) =>
    run(() => update(round.id, body), t('saved', { driver: round.driver.name }));
  const reorder = (ids: number[]) => void save({ order_ids: ids });
  const ids = pending.map((stop) => stop.order_id);

  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }} data-testid="round-card">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography component="h2" variant="h4" sx={{ flexGrow: 1 }}>
          {round.slot
            ? t('titleSlot', {
                driver: round.driver.name,
                from: round.slot.from,
                to: round.slot.to,
              })
            : t('title', { driver: round.driver.name })}
        </Typography>
        <TextField
          select
          size="small"
          label={t('driver')}
          value={round.driver.id}
          disabled={busy}
          onChange={(event) => void save({ driver_id: Number(event.target.value) })}
          sx={{ minWidth: 180 }}
        >
          {[round.driver, ...(drivers ?? []).filter((d) => d.id !== round.driver.id)].map(
            (driver) => (
              <MenuItem key={driver.id} value={driver.id}>
                {driver.name}
              </MenuItem>
            ),
          )}
        </TextField>
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('collect', { amount: formatMoney(amountToCollect(round), locale) })}
      </Typography>
      <Box component="ol" sx={{ p: 0, m: 0, mt: 1 }}>
        {round.stops.map((stop) => {
          const index = ids.indexOf(stop.order_id);
          return (
            <RoundStopRow
              key={stop.order_id}
              stop={stop}
              busy={busy}
              edit={
                index < 0
                  ? undefined
                  : {
                      first: index === 0,
                      last: index === ids.length - 1,
                      onMove: (delta) => reorder(moveOne(ids, index, delta)),
                      onRemove: () =>
                        ids.length > 1
                          ? reorder(ids.filter((id) => id !== stop.order_id))
                          : setFailure(t('lastStop')),
                    }
              }
            />
          );
        })}
      </Box>
      {failure ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        {pending.length > 1 ? (
          <Button
            startIcon={<SortIcon />}
            disabled={busy}
            onClick={() =>
              reorder(
                byArea(
                  pending,
                  (stop) => ({ area: stop.area, landmark: stop.address.landmark }),
                  locale,
                ).map((stop) => stop.order_id),
              )
            }
          >
            {t('sortByArea')}
          </Button>
        ) : null}
        {inShop.length > 0 ? (
          <Button
            variant="contained"
            startIcon={<LocalShippingOutlinedIcon />}
            disabled={busy}
            onClick={() =>
              void run(
                () => sendOut(inShop.map((stop) => stop.order_id)),
                t('sentOut', { driver: round.driver.name }),
              )
            }
          >
            {t('sendOut', { count: inShop.length })}
          </Button>
        ) : null}
        <Button component={ShopLink} href={roundSheetPath(round)} startIcon={<PrintOutlinedIcon />}>
          {t('sheet')}
        </Button>
      </Stack>
    </Paper>
  );
}
