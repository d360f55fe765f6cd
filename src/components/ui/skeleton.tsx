import { keyframes, styled } from '@mui/material/styles';
import type { ComponentProps } from 'react';

type Variant = 'text' | 'rectangular' | 'rounded' | 'circular';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

const size = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

/**
 * A grey shape where content is on its way, with the props of MUI's Skeleton the shop uses
 * (variant, width, height, sx) and its look (a slow pulse; a text line is 60 % of its line
 * box). MUI's Skeleton was 1.4 kB gzip in the first load of every page that waits for data
 * (issue 26); this is a styled span.
 */
const Shape = styled('span', {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'width' && prop !== 'height',
})<{ variant?: Variant; width?: number | string; height?: number | string }>(
  ({ theme, variant = 'text', width, height }) => ({
    display: 'block',
    width: size(width),
    height: size(height) ?? (variant === 'text' ? '1.2em' : undefined),
    backgroundColor: theme.palette.action.hover,
    borderRadius:
      variant === 'circular'
        ? '50%'
        : variant === 'rounded'
          ? theme.shape.borderRadius
          : variant === 'text'
            ? 4
            : 0,
    ...(variant === 'text' ? { transform: 'scale(1, 0.6)', transformOrigin: '0 55%' } : {}),
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  }),
);

/** data-skeleton marks it for tests that wait for the real content. */
export function Skeleton(props: ComponentProps<typeof Shape>) {
  return <Shape data-skeleton="" {...props} />;
}
