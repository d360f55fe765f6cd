import { styled, type SxProps, type Theme } from '@mui/material/styles';
import {
  forwardRef,
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type AllHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Field, FieldBox, FieldHelper, FieldLabel, REQUIRED_MARK } from './field-parts';

/** Attributes for the `<input>`, or the `<textarea>` of a multiline field. */
type HtmlInputProps = Omit<AllHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'as'> & {
  'data-testid'?: string;
};

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
  /** As MUI's TextField names them: attributes of the `<input>`, and what follows it. */
  slotProps?: {
    htmlInput?: HtmlInputProps;
    input?: { endAdornment?: ReactNode };
  };
};

/** Line height of the text, in em: a box of n rows is n × this tall. */
const LINE = 1.5;

const inputStyle = (theme: Theme) =>
  ({
    flex: 1,
    minWidth: 0,
    padding: theme.spacing(2, 0),
    border: 0,
    outline: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: theme.typography.body1.fontSize,
    lineHeight: LINE,
    // Vendor forms only: the standard ::placeholder breaks stylis' RTL pass on the server.
    '&::-webkit-input-placeholder': { color: theme.palette.text.secondary, opacity: 1 },
    '&::-moz-placeholder': { color: theme.palette.text.secondary, opacity: 1 },
  }) as const;

const Input = styled('input')(({ theme }) => inputStyle(theme));

const TextArea = styled('textarea', {
  shouldForwardProp: (prop) => prop !== 'maxLines',
})<{ maxLines?: number }>(({ theme, maxLines }) => ({
  ...inputStyle(theme),
  resize: 'vertical',
  // Grows with its text (Chromium, Firefox); elsewhere it keeps its rows and scrolls.
  fieldSizing: 'content',
  ...(maxLines ? { maxHeight: `calc(${maxLines * LINE}em + ${theme.spacing(4)})` } : {}),
}));

/**
 * An outlined text field with the props MUI's TextField takes where the shop's forms use them:
 * the label tied to the input, helper text as its description, aria-invalid from `error`,
 * `required` read out. Drawn from the theme with plain elements (field-parts.ts says why); a
 * multiline field is a textarea that grows with its text up to `maxRows`.
 */
export const TextField = forwardRef<HTMLDivElement, TextFieldProps>(function TextField(
  {
    label,
    helperText,
    error = false,
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
  const shared = {
    ...input,
    id,
    required,
    disabled,
    'aria-invalid': error,
    'aria-describedby': helperId,
  };
  return (
    <Field ref={ref} fullWidth={fullWidth} sx={sx}>
      <FieldLabel htmlFor={id} id={`${id}-label`} invalid={error}>
        {label}
        {required ? <span aria-hidden>{REQUIRED_MARK}</span> : null}
      </FieldLabel>
      <FieldBox invalid={error} disabled={disabled}>
        {multiline ? (
          <TextArea
            {...shared}
            {...slotProps?.htmlInput}
            ref={inputRef as Ref<HTMLTextAreaElement>}
            rows={rows ?? minRows ?? 2}
            maxLines={rows ? undefined : maxRows}
          />
        ) : (
          <Input {...shared} {...slotProps?.htmlInput} ref={inputRef as Ref<HTMLInputElement>} />
        )}
        {slotProps?.input?.endAdornment}
      </FieldBox>
      {helperText ? (
        <FieldHelper id={helperId} invalid={error}>
          {helperText}
        </FieldHelper>
      ) : null}
    </Field>
  );
});
