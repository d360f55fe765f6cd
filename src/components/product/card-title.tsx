import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import type { ReactNode } from 'react';

type Props = { href: string; headingComponent: 'h2' | 'h3' | 'h4'; children: ReactNode };

/**
 * A product card's name: a heading whose link stretches over the whole card (the card must be
 * `position: relative`), so the picture opens the product too, with the focus ring drawn
 * around the card. Controls that sit above it (cart, favourite) need a z-index of their own.
 */
export function CardTitle({ href, headingComponent, children }: Props) {
  return (
    <Typography component={headingComponent} variant="h6" sx={{ lineHeight: 1.4 }}>
      <Link
        component={ShopLink}
        href={href}
        color="text.primary"
        underline="hover"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          minHeight: '2.8em',
          '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
          '&:focus-visible': { outline: 'none' },
          '&:focus-visible::after': {
            outline: '3px solid',
            outlineColor: 'primary.dark',
            outlineOffset: '-3px',
            borderRadius: 1,
          },
        }}
      >
        {children}
      </Link>
    </Typography>
  );
}
