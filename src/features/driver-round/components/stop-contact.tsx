import CallOutlinedIcon from '@mui/icons-material/CallOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import type { DriverStop } from '@/contracts/driver-rounds';
import { mapLinks, telHref, whatsAppStopUrl } from '../model/stop-links';
import { TOUCH } from './touch';

const button = { minHeight: TOUCH, justifyContent: 'flex-start' } as const;

/**
 * Finding the door and reaching who waits behind it: the address in the phone's map app and
 * on Google Maps, a call, and WhatsApp with a first line already typed. Links, so the phone's
 * own apps open them; two to a row, each a whole thumb wide.
 */
export function StopContact({ stop }: { stop: DriverStop }) {
  const { t } = useTranslation(['driver', 'common']);
  const name = stop.recipient;
  const maps = mapLinks(stop.order.address);
  const whatsapp = whatsAppStopUrl(
    stop.phone,
    t('driver:stop.whatsappText', { name, shop: t('common:shop.name'), number: stop.number }),
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
      <Button
        component="a"
        href={maps.app}
        variant="outlined"
        startIcon={<PlaceOutlinedIcon />}
        aria-label={t('driver:stop.mapLabel', { name })}
        sx={button}
      >
        {t('driver:stop.map')}
      </Button>
      <Button
        component="a"
        href={maps.web}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        startIcon={<MapOutlinedIcon />}
        aria-label={t('driver:stop.googleMapsLabel', { name })}
        sx={button}
      >
        {t('driver:stop.googleMaps')}
      </Button>
      <Button
        component="a"
        href={telHref(stop.phone)}
        variant="outlined"
        startIcon={<CallOutlinedIcon />}
        aria-label={t('driver:stop.callLabel', { name })}
        sx={button}
      >
        {t('driver:stop.call')}
      </Button>
      {whatsapp ? (
        <Button
          component="a"
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          startIcon={<WhatsAppIcon sx={{ color: 'whatsapp.main' }} />}
          aria-label={t('driver:stop.whatsappLabel', { name })}
          sx={button}
        >
          {t('driver:stop.whatsapp')}
        </Button>
      ) : null}
    </Box>
  );
}
