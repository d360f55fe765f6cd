import type { TypographyVariantsOptions } from '@mui/material/styles';

/**
 * Cairo is self-hosted (@fontsource) and covers Arabic and Latin in one family; until it has
 * loaded, a system font sized like it (cairo-fallback.css), so the swap moves nothing.
 */
export const FONT_FAMILY = [
  'Cairo',
  '"Cairo Fallback"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Tahoma',
  'Arial',
  'sans-serif',
].join(',');

export const typography: TypographyVariantsOptions = {
  fontFamily: FONT_FAMILY,
  fontSize: 14,
  htmlFontSize: 16,
  h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.4 },
  h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.4 },
  h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.4 },
  h4: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
  h5: { fontSize: '1rem', fontWeight: 600 },
  h6: { fontSize: '0.9375rem', fontWeight: 600 },
  button: { textTransform: 'none', fontWeight: 600 },
};

export const breakpoints = {
  values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 },
};
