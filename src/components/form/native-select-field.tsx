import { styled, type SxProps, type Theme } from '@mui/material/styles';
import {
  forwardRef,
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type ReactNode,
} from 'react';
import { Field, FieldBox, FieldHelper, FieldLabel, REQUIRED_MARK } from './field-parts';

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

const Select = styled('select', {
  shouldForwardProp: (prop) => prop !== 'fieldSize',
})<{ fieldSize: 'small' | 'medium' }>(({ theme, fieldSize }) => ({
  flex: 1,
  minWidth: 0,
  minHeight: fieldSize === 'small' ? 38 : 54,
  border: 0,
  outline: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: theme.typography.body1.fontSize,
  cursor: 'pointer',
}));

/**
 * A labelled native select: a phone opens its own picker, which is easier than a custom menu
 * and works before any script has run. Drawn like the shop's TextField from the theme's
 * plain parts (field-parts.ts): MUI's NativeSelect in an outlined FormControl was about 9 kB
 * gzip on the pages whose only field is a select (the search's sort, the cart's delivery area).
 */
export const NativeSelectField = forwardRef<HTMLSelectElement, Props>(function NativeSelectField(
  {
    label,
    helperText,
    error = false,
    required,
    fullWidth,
    size = 'medium',
    sx,
    children,
    ...select
  },
  ref,
) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <Field fullWidth={fullWidth} sx={sx} data-testid={select['data-testid']}>
      <FieldLabel htmlFor={id} invalid={error}>
        {label}
        {required ? <span aria-hidden>{REQUIRED_MARK}</span> : null}
      </FieldLabel>
      <FieldBox invalid={error}>
        <Select
          ref={ref}
          id={id}
          name={select.name}
          value={select.value}
          onChange={select.onChange}
          onBlur={select.onBlur}
          required={required}
          aria-invalid={error}
          aria-describedby={helperText ? helperId : undefined}
          fieldSize={size}
        >
          {children}
        </Select>
      </FieldBox>
      {helperText ? (
        <FieldHelper id={helperId} invalid={error}>
          {helperText}
        </FieldHelper>
      ) : null}
    </Field>
  );
});
