import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  forwardRef,
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type ReactNode,
} from 'react';

type Props = {
  label: string;
  name: string;
  /** Controlled; leave out with react-hook-form's register, which reads the element. */
  value?: string;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  helperText?: string;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  'data-testid'?: string;
  /** The `<option>`s. */
  children: ReactNode;
};

/**
 * An outlined field with a native select: a phone opens its own picker, which is easier than
 * a custom menu and works before any script has run. It looks like MUI's TextField, without
 * what `<TextField select>` brings along even in native mode (Select with its menu, popover,
 * modal and focus trap, and the filled and standard inputs): about 15 kB gzip on a page whose
 * only field is a select (the cart, the search filters, the address form's delivery area).
 * Text fields are the shop's own TextField (text-field.tsx), for the same reason
 * (docs/adr/0006-performance.md).
 */
export const NativeSelectField = forwardRef<HTMLSelectElement, Props>(function NativeSelectField(
  { label, helperText, error, required, fullWidth, size, sx, children, ...select },
  ref,
) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl
      fullWidth={fullWidth}
      size={size}
      error={error}
      required={required}
      sx={sx}
      data-testid={select['data-testid']}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput notched label={label} />}
        inputRef={ref}
        name={select.name}
        value={select.value}
        onChange={select.onChange}
        inputProps={{
          id,
          onBlur: select.onBlur,
          'aria-describedby': helperText ? helperId : undefined,
        }}
      >
        {children}
      </NativeSelect>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
});
