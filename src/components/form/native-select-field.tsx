import { styled, type SxProps, type Theme } from '@mui/material/styles';
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

/** As MUI's labels mark a required field; hidden from screen readers, which say "required". */
const REQUIRED_MARK = ' *';

const Field = styled('div', { shouldForwardProp: (prop) => prop !== 'fullWidth' })<{
  fullWidth?: boolean;
}>(({ theme, fullWidth }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  minWidth: 0,
  ...(fullWidth ? { width: '100%' } : {}),
}));

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 600,
  color: theme.palette.text.secondary,
}));

const Select = styled('select', {
  shouldForwardProp: (prop) => prop !== 'fieldSize' && prop !== 'invalid',
})<{ fieldSize: 'small' | 'medium'; invalid: boolean }>(({ theme, fieldSize, invalid }) => ({
  width: '100%',
  minHeight: fieldSize === 'small' ? 40 : 56,
  padding: theme.spacing(0, 1.5),
  // The outline must stand out 3:1 from the page (WCAG 1.4.11): secondary text does.
  border: `1px solid ${invalid ? theme.palette.error.main : theme.palette.text.secondary}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body1.fontSize,
  cursor: 'pointer',
  '&:hover': { borderColor: invalid ? theme.palette.error.main : theme.palette.text.primary },
  '&:focus-visible': {
    outline: `2px solid ${invalid ? theme.palette.error.main : theme.palette.primary.dark}`,
    outlineOffset: -1,
  },
}));

const Helper = styled('p', { shouldForwardProp: (prop) => prop !== 'invalid' })<{
  invalid: boolean;
}>(({ theme, invalid }) => ({
  ...theme.typography.caption,
  margin: theme.spacing(0.5, 1.75, 0),
  color: invalid ? theme.palette.error.main : theme.palette.text.secondary,
}));

/**
 * A labelled native select: a phone opens its own picker, which is easier than a custom menu
 * and works before any script has run. Drawn from the theme with plain elements, the label
 * above the box: MUI's NativeSelect in an outlined FormControl brings InputBase, the
 * autosizing textarea, the notched outline and the form-control machinery, about 9 kB gzip on
 * the pages whose only field is a select (the search's sort and category, the cart's delivery
 * area). Text fields are the shop's TextField (text-field.tsx) (docs/adr/0006-performance.md).
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
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden>{REQUIRED_MARK}</span> : null}
      </Label>
      <Select
        ref={ref}
        id={id}
        name={select.name}
        value={select.value}
        onChange={select.onChange}
        onBlur={select.onBlur}
        required={required}
        aria-invalid={error || undefined}
        aria-describedby={helperText ? helperId : undefined}
        fieldSize={size}
        invalid={error}
      >
        {children}
      </Select>
      {helperText ? (
        <Helper id={helperId} invalid={error}>
          {helperText}
        </Helper>
      ) : null}
    </Field>
  );
});
