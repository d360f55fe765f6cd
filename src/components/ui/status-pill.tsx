import { alpha, styled } from '@mui/material/styles';

/** The theme colours a status may be drawn in. */
export type StatusTone = 'primary' | 'info' | 'success' | 'error';

/**
 * A status as a static pill from the theme (an order's, a complaint's): the label in the
 * tone's dark shade on a light fill, readable (AA) in every tone. MUI's Chip brings clicking,
 * deleting and avatars (2.4 kB gzip on the order pages) to a label that does none of them.
 */
export const StatusPill = styled('span', {
  shouldForwardProp: (prop) => prop !== 'tone',
})<{ tone: StatusTone }>(({ theme, tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  padding: theme.spacing(0, 1),
  borderRadius: 999,
  border: `1px solid ${theme.palette[tone].main}`,
  background: alpha(theme.palette[tone].main, 0.08),
  color: theme.palette[tone].dark,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: 600,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
}));
