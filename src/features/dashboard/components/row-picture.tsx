import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Props = { src: string; alt?: string; square?: boolean; children?: ReactNode };

/** A row's small picture, with the row's name beside it when given. */
export function RowPicture({ src, alt = '', square = false, children }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar
        src={src}
        alt={alt}
        variant={square ? 'rounded' : 'circular'}
        sx={{ width: 40, height: 40, bgcolor: 'grey.100' }}
        slotProps={{ img: { loading: 'lazy', width: 40, height: 40 } }}
      />
      {children}
    </Box>
  );
}
