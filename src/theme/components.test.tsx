import { describe, expect, it } from '@jest/globals';
import { getContrastRatio } from '@mui/material/styles';
import { readableHoverFill } from './components';
import { createAppTheme } from './create-app-theme';
import { THEME_NAMES } from './route-themes';

describe('the theme’s contained buttons under the pointer', () => {
  for (const name of THEME_NAMES) {
    it(`${name}: the hover fill keeps the button's text readable (AA)`, () => {
      const theme = createAppTheme(name, 'ltr');
      const { contrastText } = theme.palette.primary;
      expect(getContrastRatio(contrastText, readableHoverFill(theme))).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('is the darker shade under white text and the lighter under dark text', () => {
    const theme = createAppTheme('default', 'ltr');
    const white = {
      ...theme,
      palette: { ...theme.palette, primary: { ...theme.palette.primary, contrastText: '#ffffff' } },
    };
    const dark = {
      ...theme,
      palette: { ...theme.palette, primary: { ...theme.palette.primary, contrastText: '#111111' } },
    };
    expect(readableHoverFill(white)).toBe(theme.palette.primary.dark);
    expect(readableHoverFill(dark)).toBe(theme.palette.primary.light);
  });
});
