import Box from '@mui/material/Box';
import { site } from '@/config/site';

type Props = { alt: string; size?: number };

/** The shop's drawn logo (public/brand/logo.svg); its size is fixed so nothing shifts. */
export function Logo({ alt, size = site.logoWidth }: Props) {
  return (
    <Box
      component="img"
      src={site.logo}
      alt={alt}
      width={size}
      height={size}
      sx={{ display: 'block', flexShrink: 0 }}
    />
  );
}
