import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from 'next-i18next/pages';
import type { Ref } from 'react';
import { MAX_CART_QTY } from '@/contracts/cart';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';

export type QuantityStepperProps = {
  value: number;
  /** The new quantity; 0 means "remove" (the cart's change-amount rule drops the line). */
  onChange: (next: number) => void;
  /** The product's name: every control says which product it changes. */
  name: string;
  /** The most that can be ordered (stock); never above MAX_CART_QTY. */
  max?: number;
  /**
   * 0 (default): at quantity 1 the minus turns into a bin that removes the line.
   * 1: the minus stops at 1 (lists with their own remove button).
   */
  min?: 0 | 1;
  size?: 'small' | 'medium';
  /** Stretch to the width of its container (product cards). */
  fullWidth?: boolean;
  disabled?: boolean;
  /** The "+" button, so a parent can give it focus when the stepper replaces its own button. */
  increaseRef?: Ref<HTMLButtonElement>;
};

/**
 * − qty + for one cart line. At quantity 1 the minus becomes a bin: one more press removes
 * the line, and the control says so. Both buttons keep their size, so nothing shifts.
 */
export function QuantityStepper({
  value,
  onChange,
  name,
  max = MAX_CART_QTY,
  min = 0,
  size = 'medium',
  fullWidth = false,
  disabled = false,
  increaseRef,
}: QuantityStepperProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const limit = Math.min(max, MAX_CART_QTY);
  const removes = min === 0 && value <= 1;
  const height = size === 'small' ? 36 : 44;

  return (
    <Box
      role="group"
      aria-label={t('stepper.group', { name })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        width: fullWidth ? '100%' : undefined,
        height,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <IconButton
        size={size}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
        aria-label={t(removes ? 'stepper.remove' : 'stepper.decrease', { name })}
        sx={{ width: height, height, minWidth: height, minHeight: height, borderRadius: 1 }}
      >
        {removes ? <DeleteOutlinedIcon fontSize="small" /> : <RemoveIcon fontSize="small" />}
      </IconButton>
      <Box
        component="span"
        sx={{
          minWidth: '3ch',
          px: 1,
          textAlign: 'center',
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
        }}
        data-testid="stepper-qty"
      >
        <span aria-hidden>{formatNumber(value, locale)}</span>
        <Box component="span" sx={visuallyHiddenSx}>
          {t('stepper.quantity', { name, qty: formatNumber(value, locale) })}
        </Box>
      </Box>
      <IconButton
        ref={increaseRef}
        size={size}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= limit}
        aria-label={t('stepper.increase', { name })}
        sx={{ width: height, height, minWidth: height, minHeight: height, borderRadius: 1 }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
