import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { DriverStop } from '@/contracts/driver-rounds';
import { stopAddressLines } from '../model/address-lines';

/**
 * The address as a driver reads it at the wheel: the zone, the street lines, then the
 * landmark set apart in a band of its own (in Egypt it finds the door more often than the
 * street does), and the address's own notes.
 */
export function StopAddress({ stop }: { stop: DriverStop }) {
  const { t } = useTranslation('driver');
  const { address } = stop.order;
  return (
    <Box>
      <Typography color="text.secondary">{t('stop.area', { area: stop.area })}</Typography>
      {stopAddressLines(address, t).map((line) => (
        <Typography key={line} sx={{ fontWeight: 600 }}>
          {line}
        </Typography>
      ))}
      {address.landmark ? (
        <Box
          data-testid="stop-landmark"
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            mt: 1,
            p: 1.5,
            borderRadius: 1,
            // Spelt out: the theme's border shorthand (a number is "Npx solid") knows no
            // logical sides, and this edge must be the reading start in both languages.
            borderInlineStart: '4px solid',
            borderColor: 'primary.main',
            bgcolor: 'action.hover',
          }}
        >
          <PlaceIcon color="primary" aria-hidden />
          <Typography sx={{ fontWeight: 700 }}>
            {t('stop.landmark', { value: address.landmark })}
          </Typography>
        </Box>
      ) : null}
      {address.notes ? (
        <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {t('stop.addressNotes', { value: address.notes })}
        </Typography>
      ) : null}
    </Box>
  );
}
