import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '@/components/ui/skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { DeliverySlot } from '@/contracts/delivery-slots';
import { LoadError } from '@/components/ui/load-error';
import { formatNumber } from '@/lib/format/number';
import { formatRound, formatRoundHours } from '@/lib/format/round';
import { invalidGroup } from '@/lib/forms/error-focus';
import { useLocale } from '@/lib/i18n/use-locale';
import { dayName, slotDays } from '../model/slot-days';

type Props = {
  /** The zone's slots; undefined while they load. */
  slots?: DeliverySlot[];
  failed: boolean;
  onRetry: () => void;
  selectedId?: number;
  onSelect: (slot: DeliverySlot) => void;
  /** Why the order needs another slot (required, full, closed), shown beside the picker. */
  error?: string;
  labelledBy: string;
};

export const SLOT_ERROR_ID = 'checkout-slot-error';

/**
 * The delivery round: the next days as tabs (today, tomorrow, then weekdays, by the shop's
 * calendar) and each day's slots as buttons with the places left. A full or closed slot stays
 * visible but disabled with its reason, so the shopper sees why it cannot be picked.
 */
export function SlotPicker(props: Props) {
  const { slots, failed, onRetry, selectedId, onSelect, error, labelledBy } = props;
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [chosenDay, setChosenDay] = useState<string>();
  // Today and tomorrow as of opening checkout: the day names stay put while the shopper picks.
  const [now] = useState(Date.now);

  if (failed && !slots) return <LoadError message={t('slots.loadFailed')} onRetry={onRetry} />;
  if (!slots) return <Skeleton variant="rounded" height={120} aria-hidden />;

  const days = slotDays(slots);
  const selectedDay = slots.find((slot) => slot.id === selectedId)?.date;
  const firstOpen = days.find((day) => day.slots.some((slot) => slot.available))?.date;
  const date = [chosenDay, selectedDay, firstOpen, days[0]?.date].find((known) =>
    days.some((day) => day.date === known),
  );
  const day = days.find((known) => known.date === date);
  const chosen = slots.find((slot) => slot.id === selectedId);

  const dayLabel = (value: string) => {
    const name = dayName(value, now, locale);
    const title = name.kind === 'weekday' ? name.weekday : t(`slots.${name.kind}`);
    return t('slots.day', { day: title, date: name.date });
  };

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={error ? SLOT_ERROR_ID : undefined}
      {...invalidGroup(Boolean(error))}
    >
      <Tabs
        value={date ?? false}
        onChange={(_event, value: string) => setChosenDay(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('slots.days')}
        // The theme's primary on white is below 4.5:1 for small text: the chosen day is told
        // by the indicator and weight, in the body's colour.
        sx={{
          mb: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root.Mui-selected': { color: 'text.primary', fontWeight: 700 },
        }}
      >
        {days.map((known) => (
          <Tab key={known.date} value={known.date} label={dayLabel(known.date)} />
        ))}
      </Tabs>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {(day?.slots ?? []).map((slot) => {
          const selected = slot.id === selectedId;
          const state = slot.available
            ? t('slots.remaining', {
                count: slot.remaining,
                places: formatNumber(slot.remaining, locale),
              })
            : slot.remaining === 0
              ? t('slots.full')
              : t('slots.closed');
          return (
            <Button
              key={slot.id}
              variant={selected ? 'contained' : 'outlined'}
              aria-pressed={selected}
              disabled={!slot.available}
              onClick={() => {
                // The day stays on screen should the slot fill up and the selection go.
                setChosenDay(slot.date);
                onSelect(slot);
              }}
              sx={{ flexDirection: 'column', py: 1, lineHeight: 1.3 }}
              data-testid="slot"
            >
              <Box component="span" sx={{ fontWeight: 700 }}>
                {formatRoundHours(slot, t, locale)}
              </Box>
              <Typography component="span" variant="caption">
                {state}
              </Typography>
            </Button>
          );
        })}
      </Box>
      {chosen ? (
        <Typography sx={{ mt: 1.5, fontWeight: 600 }} data-testid="slot-chosen">
          {t('slots.chosen', { round: formatRound(chosen, t, locale, { now }) })}
        </Typography>
      ) : null}
      {error ? (
        <Typography id={SLOT_ERROR_ID} role="alert" color="error" variant="body2" sx={{ mt: 1.5 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
