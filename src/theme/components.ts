import type { Components, Theme } from '@mui/material/styles';

/** Component-wide customisations; colours always come from the palette. */
export const components: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 8,
        minHeight: 40,
        // Orange text on white is below AA for normal text: text and outlined primary
        // buttons write in the darker companion; contained ones keep the brand fill.
        variants: [
          {
            props: { variant: 'text', color: 'primary' },
            style: { color: theme.palette.primary.dark },
          },
          {
            props: { variant: 'outlined', color: 'primary' },
            style: { color: theme.palette.primary.dark },
          },
        ],
      }),
    },
  },
  MuiButtonBase: {
    styleOverrides: {
      // A ripple alone is too faint to follow with a keyboard: every button, link-button,
      // tab and menu item shows a clear ring when focused from the keyboard.
      root: ({ theme }) => ({
        '&.Mui-focusVisible': {
          outline: `3px solid ${theme.palette.primary.dark}`,
          outlineOffset: 2,
        },
      }),
    },
  },
  MuiFormLabel: {
    styleOverrides: {
      root: ({ theme }) => ({ '&.Mui-focused': { color: theme.palette.primary.dark } }),
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { minWidth: 44, minHeight: 44 } },
  },
  MuiContainer: {
    defaultProps: { maxWidth: 'lg' },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
  },
};
