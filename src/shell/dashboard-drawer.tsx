import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

type Props = { id: string; open: boolean; onClose: () => void; children: ReactNode };

/** The dashboard's sections in a drawer, on phones (dashboard-layout.tsx loads it on demand). */
export default function DashboardDrawer({ id, open, onClose, children }: Props) {
  return (
    <Drawer
      id={id}
      open={open}
      onClose={onClose}
      sx={{ display: { md: 'none' } }}
      slotProps={{ paper: { sx: { width: 280 } } }}
    >
      {children}
    </Drawer>
  );
}
