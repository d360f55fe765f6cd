import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import { darken, lighten, styled, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Severity = 'error' | 'warning';

const ICONS = { error: ErrorOutline, warning: ReportProblemOutlined };

type Props = {
  severity: Severity;
  children: ReactNode;
  /** A button at the end (Try again). */
  action?: ReactNode;
  sx?: SxProps<Theme>;
};

/**
 * A failure said where the shopper is looking, announced as it appears (role="alert"), drawn
 * as MUI's standard Alert of that severity is, from the theme. The Alert carries its five
 * icons and its close button to every page that might show one: about 2.4 kB of first load on
 * every form and catalogue page, for a notice that shows only when something failed, when
 * loading its code on demand could fail too (issue 26).
 */
const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'severity' })<{
  severity: Severity;
}>(({ theme, severity }) => ({
  ...theme.typography.body2,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(0.75, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: lighten(theme.palette[severity].light, 0.9),
  color: darken(theme.palette[severity].light, 0.6),
}));

export function Notice({ severity, children, action, sx }: Props) {
  const Icon = ICONS[severity];
  return (
    <Root role="alert" severity={severity} sx={sx}>
      <Icon fontSize="small" sx={{ color: `${severity}.main` }} aria-hidden />
      <Box sx={{ flexGrow: 1, py: 1 }}>{children}</Box>
      {action}
    </Root>
  );
}
