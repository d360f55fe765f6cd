import Box from '@mui/material/Box';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import Image from 'next/image';

/** A line's picture at a fixed size (no shift); decorative, as the name sits beside it. */
export function CartLineImage({ src, size }: { src?: string; size: number }) {
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
          width={size}
          height={size}
          unoptimized={src.endsWith('.svg')}
          style={{ objectFit: 'cover', width: size, height: size }}
        />
      ) : (
        <ShoppingBasketOutlinedIcon aria-hidden />
      )}
    </Box>
  );
}
