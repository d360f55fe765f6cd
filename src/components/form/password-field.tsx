import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import IconButton from '@mui/material/IconButton';
import { TextField, type TextFieldProps } from './text-field';
import { forwardRef, useState } from 'react';

type Props = Omit<TextFieldProps, 'type'> & {
  /** The eye button's label ("Show password"); aria-pressed tells whether it is shown. */
  toggleLabel: string;
};

/**
 * A password input with a show/hide button: on a phone keyboard a typo is easy and a second
 * "confirm" field is a worse cure than letting the shopper look.
 */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(
  { toggleLabel, slotProps, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  // Only plain-object input props are merged; a callback form would lose the defaults.
  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {};
  return (
    <TextField
      {...props}
      inputRef={ref}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        htmlInput: {
          dir: 'ltr',
          autoCapitalize: 'none',
          spellCheck: false,
          ...htmlInput,
        },
        input: {
          endAdornment: (
            <IconButton
              aria-label={toggleLabel}
              aria-pressed={visible}
              onClick={() => setVisible((shown) => !shown)}
              edge="end"
            >
              {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
            </IconButton>
          ),
        },
      }}
    />
  );
});
