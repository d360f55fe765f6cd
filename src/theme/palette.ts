import type { PaletteOptions } from '@mui/material/styles';
import type { ThemeName } from './route-themes';

declare module '@mui/material/styles' {
  interface Palette {
    whatsapp: Palette['primary'];
  }
  interface PaletteOptions {
    whatsapp?: PaletteOptions['primary'];
  }
}

declare module '@mui/material/Fab' {
  interface FabPropsColorOverrides {
    whatsapp: true;
  }
}

/** Primary main colour of each route theme (architecture.md, "Themes by route"). */
export const THEME_PRIMARY: Readonly<Record<ThemeName, string>> = {
  default: '#FA8C16',
  furniture: '#4BB4B4',
  healthBeauty: '#4E97FD',
  gift: '#BE7374',
};

/** Darker companions, used where the primary colour carries text on a light surface. */
const THEME_PRIMARY_DARK: Readonly<Record<ThemeName, string>> = {
  default: '#A65A00',
  furniture: '#1F6F6F',
  healthBeauty: '#1D5FB8',
  gift: '#8A4A4B',
};

const neutral = {
  text: '#2B3445',
  textSecondary: '#4B566B',
  divider: '#DAE1E7',
  background: '#F6F9FC',
  paper: '#FFFFFF',
  footer: '#1F2937',
  footerText: '#F3F5F9',
};

export function paletteFor(name: ThemeName): PaletteOptions {
  return {
    mode: 'light',
    // Text on a coloured fill (contained buttons, chips) is white only where white reaches
    // WCAG AA for normal text (4.5:1); otherwise dark. MUI's default of 3 put white on the
    // gift theme's rose, which reads at 3.5:1.
    contrastThreshold: 4.5,
    primary: { main: THEME_PRIMARY[name], dark: THEME_PRIMARY_DARK[name] },
    secondary: { main: '#0F3460', contrastText: '#FFFFFF' },
    whatsapp: { main: '#1C8D4A', dark: '#146C38', contrastText: '#FFFFFF' },
    text: { primary: neutral.text, secondary: neutral.textSecondary },
    divider: neutral.divider,
    background: { default: neutral.background, paper: neutral.paper },
    grey: { 900: neutral.footer, 100: neutral.footerText },
  };
}
