import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'next-i18next/pages';
import type {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  REQUEST_STATUSES,
  SELLER_PACKAGES,
} from '@/contracts/dashboard/dashboard-entities';

export type ChipValue =
  | (typeof ORDER_STATUSES)[number]
  | (typeof REQUEST_STATUSES)[number]
  | (typeof PAYMENT_STATUSES)[number]
  | (typeof SELLER_PACKAGES)[number];

const COLOURS: Record<ChipValue, ChipProps['color']> = {
  Delivered: 'success',
  Accepted: 'success',
  Success: 'success',
  Pending: 'warning',
  Processing: 'info',
  Rejected: 'error',
  Premium: 'secondary',
  Gold: 'warning',
  Silver: 'default',
};

/** A status, payment or package as a coloured chip with its label in the page's language. */
export function StatusChip({ value }: { value: ChipValue }) {
  const { t } = useTranslation('dashboard');
  return <Chip size="small" color={COLOURS[value]} label={t(`values.${value}`)} />;
}
