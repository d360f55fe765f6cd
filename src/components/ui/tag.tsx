import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Filled in a palette colour with its contrast text, or outlined in the text colour. */
export type TagTone = 'error' | 'secondary' | 'dark' | 'outlined';

type Props = {
  children: ReactNode;
  tone: TagTone;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  'data-testid'?: string;
};

/**
 * A static label ("10% off", "Out of stock", "Live bird"): a pill drawn from the theme. MUI's
 * Chip does this too, but carries what a chip can do (delete, click, avatar, focus) and about
 * 2.4 kB gzip to every page with a product card; nothing here is interactive.
 */
const TagRoot = styled('span', {
  shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'size',
})<{ tone: TagTone; size: 'small' | 'medium' }>(({ theme, tone, size }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 999,
  padding: theme.spacing(0.25, size === 'small' ? 1 : 1.5),
  minHeight: size === 'small' ? 22 : 30,
  fontSize: theme.typography.pxToRem(size === 'small' ? 12.5 : 14),
  fontWeight: 600,
  lineHeight: 1.4,
  ...toneStyle(theme, tone),
}));

export function Tag({ children, tone, size = 'small', sx, ...rest }: Props) {
  return (
    <TagRoot tone={tone} size={size} sx={sx} data-testid={rest['data-testid']}>
      {children}
    </TagRoot>
  );
}

function toneStyle(theme: Theme, tone: TagTone) {
  switch (tone) {
    case 'outlined':
      return { border: `1px solid ${theme.palette.divider}`, color: theme.palette.text.primary };
    case 'dark':
      return { background: theme.palette.grey[900], color: theme.palette.common.white };
    default:
      return { background: theme.palette[tone].main, color: theme.palette[tone].contrastText };
  }
}
