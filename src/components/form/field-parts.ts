import { styled } from '@mui/material/styles';

/*
 * The parts the shop's form fields are drawn with (text-field.tsx, native-select-field.tsx):
 * plain elements styled from the theme. MUI's outlined inputs bring InputBase, the autosizing
 * textarea, the notched outline, FormControl, InputLabel and FormHelperText, about 11 kB gzip
 * on every page with a form (issue 26, docs/adr/0006-performance.md). The label sits above
 * the box, always visible, which also reads better on a phone than a label inside the box.
 */

/** As MUI marks a required field; hidden from screen readers, which say "required". */
export const REQUIRED_MARK = ' *';

export const Field = styled('div', { shouldForwardProp: (prop) => prop !== 'fullWidth' })<{
  fullWidth?: boolean;
}>(({ theme, fullWidth }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  minWidth: 0,
  verticalAlign: 'top',
  ...(fullWidth ? { width: '100%' } : {}),
}));

export const FieldLabel = styled('label', {
  shouldForwardProp: (prop) => prop !== 'invalid',
})<{ invalid: boolean }>(({ theme, invalid }) => ({
  ...theme.typography.body2,
  fontWeight: 600,
  color: invalid ? theme.palette.error.main : theme.palette.text.secondary,
}));

/** The outlined box: its border is the field's state (focus, error, disabled). */
export const FieldBox = styled('div', {
  shouldForwardProp: (prop) => prop !== 'invalid' && prop !== 'disabled',
})<{ invalid: boolean; disabled?: boolean }>(({ theme, invalid, disabled }) => {
  const border = invalid ? theme.palette.error.main : theme.palette.text.secondary;
  return {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    paddingInline: theme.spacing(1.75),
    // The outline must stand out 3:1 from the page (WCAG 1.4.11): secondary text does.
    border: `1px solid ${border}`,
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.background.paper,
    color: disabled ? theme.palette.text.disabled : theme.palette.text.primary,
    '&:hover': { borderColor: invalid || disabled ? border : theme.palette.text.primary },
    // One ring, inside the border, so the layout does not move when it shows.
    '&:focus-within': {
      borderColor: invalid ? theme.palette.error.main : theme.palette.primary.dark,
      boxShadow: `inset 0 0 0 1px ${invalid ? theme.palette.error.main : theme.palette.primary.dark}`,
    },
  };
});

export const FieldHelper = styled('p', { shouldForwardProp: (prop) => prop !== 'invalid' })<{
  invalid: boolean;
}>(({ theme, invalid }) => ({
  ...theme.typography.caption,
  margin: theme.spacing(0, 1.75),
  color: invalid ? theme.palette.error.main : theme.palette.text.secondary,
}));
