import DoneAllIcon from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import type { StaffOrder } from '@/contracts/order';
import { useLocale } from '@/lib/i18n/use-locale';
import { slotText } from '../model/slot-label';
import { slotsOfDay } from './round-plan';

type Props = {
  date: string;
  orders: readonly StaffOrder[];
  onPick: (orderIds: number[]) => void;
};

/** A round is a delivery slot's orders by default: one tap ticks all of a slot of the day. */
export function SlotPicks({ date, orders, onPick }: Props) {
  const { t } = useTranslation('rounds');
  const locale = useLocale();
  const slots = slotsOfDay(orders, date);
  if (slots.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
      {slots.map(({ slot, orderIds }) => (
        <Button
          key={slot.id}
          size="small"
          variant="outlined"
          startIcon={<DoneAllIcon />}
          onClick={() => onPick(orderIds)}
        >
          {t('pickSlot', { slot: slotText(slot, t, locale), count: orderIds.length })}
        </Button>
      ))}
    </Stack>
  );
}
