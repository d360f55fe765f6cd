import { getContrastRatio, type Components, type Theme } from '@mui/material/styles';

/** Of the primary's two shades, the one its contrast text reads better on. */
export function readableHoverFill(theme: Theme): string {
  const { dark, light, contrastText } = theme.palette.primary;
  return getContrastRatio(contrastText, dark) >= getContrastRatio(contrastText, light)
    ? dark
    : light;
}

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
          {
            // MUI darkens a contained button under the pointer; where the brand colour takes
            // dark text (contrastThreshold, palette.ts) that fell below AA (3.75:1 on a chosen
            // delivery slot). The hover fill is the shade that keeps the text readable.
            props: { variant: 'contained', color: 'primary' },
            style: { '&:hover': { backgroundColor: readableHoverFill(theme) } },
          },
        ],
      }),
    },
  },
  MuiButtonBase: {
    // No ripples (their code is swapped out of the build: src/theme/touch-ripple-off.tsx).
    // The focus ripple also drew a dark oval inside the keyboard ring below: two rings.
    defaultProps: { disableRipple: true },
    styleOverrides: {
      // Every button, link-button, tab and menu item shows one clear ring when focused from
      // the keyboard, and dims a little while pressed, the feedback a ripple gave a finger.
      root: ({ theme }) => ({
        '&.Mui-focusVisible': {
          outline: `3px solid ${theme.palette.primary.dark}`,
          outlineOffset: 2,
        },
        '&:active:not(.Mui-disabled)': { opacity: 0.8 },
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
