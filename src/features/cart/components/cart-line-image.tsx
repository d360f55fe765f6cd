import Box from '@mui/material/Box';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import Image from 'next/image';

/** Side length in px, on phones and from tablets up (the cart page's wide rows grow there). */
export type CartLineImageSize = { xs: number; sm: number };

/**
 * A line's picture at a fixed size (no shift); decorative, as the name sits beside it. Its
 * size must be the width of the grid column it sits in (cart-line.tsx): an 80 px picture in
 * the phone's 64 px column overflowed into the gap and touched the name (issue 26).
 */
export function CartLineImage({ src, size }: { src?: string; size: CartLineImageSize }) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.default',
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
      }}
    >
      {src ? (
        <Image
          src={src}
          alt=""
          fill
          sizes={`${Math.max(size.xs, size.sm)}px`}
          unoptimized={src.endsWith('.svg')}
          style={{ objectFit: 'cover' }}
        />
      ) : (
        <ShoppingBasketOutlinedIcon aria-hidden />
      )}
    </Box>
  );
}
