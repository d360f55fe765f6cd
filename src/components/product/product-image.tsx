import Box from '@mui/material/Box';
import Image from 'next/image';

type Props = {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  /** Sold-out products are shown faded. */
  dimmed?: boolean;
};

/**
 * A square product picture. The box reserves its space before the picture arrives, so
 * nothing below it moves; SVG pictures are served as they are (next/image skips them).
 */
export function ProductImage({ src, alt, sizes, priority, dimmed }: Props) {
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '1 / 1',
        bgcolor: 'background.default',
        overflow: 'hidden',
        opacity: dimmed ? 0.55 : 1,
        filter: dimmed ? 'grayscale(0.6)' : undefined,
      }}
    >
      <Image
        src={src}
        alt={alt}
        fill
        sizes={sizes}
        priority={priority}
        unoptimized={src.endsWith('.svg')}
        style={{ objectFit: 'cover' }}
      />
    </Box>
  );
}
