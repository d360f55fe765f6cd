import Box from '@mui/material/Box';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';

/** An icon and a line of information (address, hours, phone). */
export function InfoRow({ Icon, children }: { Icon: SvgIconComponent; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 0.5 }}>
      <Icon aria-hidden fontSize="small" sx={{ color: 'primary.dark', mt: '2px', flexShrink: 0 }} />
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}
