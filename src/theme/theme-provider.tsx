import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * MUI's ThemeProvider without its CSS-variables branch. `@mui/material/styles` ThemeProvider
 * picks at run time between this and CssVarsProvider (colour-scheme storage, media listeners,
 * the init script), so every page downloaded both; the shop's themes never use CSS variables
 * (create-app-theme.ts), so only this branch can run. It is what MUI's own ThemeProviderNoVars
 * does for an unscoped theme (docs/adr/0006-performance.md).
 */
export function AppThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return <SystemThemeProvider theme={theme}>{children}</SystemThemeProvider>;
}
