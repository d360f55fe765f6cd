import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  forwardRef,
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

type HtmlInputProps = InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };

export type TextFieldProps = {
  label: ReactNode;
  name?: string;
  /** Controlled; leave out with react-hook-form's register, which reads the element. */
  value?: string;
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  id?: string;
  sx?: SxProps<Theme>;
  /**
   * As MUI's TextField names them: attributes of the `<input>`, the adornment, and a label
   * kept above the input (a time input always shows its own placeholder).
   */
  slotProps?: {
    htmlInput?: HtmlInputProps;
    input?: { endAdornment?: ReactNode };
    inputLabel?: { shrink?: boolean };
  };
};

/**
 * MUI's outlined TextField, built from the same parts (FormControl, InputLabel, OutlinedInput,
 * FormHelperText) with the same props the shop's forms use, so it looks, reads and behaves the
 * same: label tied to the input, helper text as its description, aria-invalid from `error`.
 * What it leaves out is what TextField always brings along: the filled and standard inputs and
 * the Select machinery (menu, popover, modal, focus trap), about 15 kB gzip on every form page
 * (docs/adr/0006-performance.md). Selects are NativeSelectField.
 */
export const TextField = forwardRef<HTMLDivElement, TextFieldProps>(function TextField(
  {
    label,
    helperText,
    error,
    required,
    disabled,
    fullWidth,
    id: givenId,
    sx,
    slotProps,
    inputRef,
    multiline,
    rows,
    minRows,
    maxRows,
    ...input
  },
  ref,
) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const labelId = `${id}-label`;
  return (
    <FormControl
      ref={ref}
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={labelId} shrink={slotProps?.inputLabel?.shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        inputRef={inputRef}
        endAdornment={slotProps?.input?.endAdornment}
        notched={slotProps?.inputLabel?.shrink || undefined}
        inputProps={slotProps?.htmlInput}
        aria-describedby={helperId}
        {...(multiline ? { multiline, rows, minRows, maxRows } : {})}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
});
