import type { Components, Theme } from '@mui/material/styles';

/** Component-wide customisations; colours always come from the palette. */
export const components: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: 8, minHeight: 40 } },
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
