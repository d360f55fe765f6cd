import CallOutlinedIcon from '@mui/icons-material/CallOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import { whatsAppUrl } from '@/contracts/phone';

/**
 * Call and WhatsApp a customer from the phone behind the counter: the links open the phone's
 * own apps. WhatsApp is left out when the number cannot be written internationally.
 */
export function ContactButtons({ name, phone }: { name: string; phone: string }) {
  const { t } = useTranslation('dashboard');
  const whatsapp = whatsAppUrl(phone);
  return (
    <>
      <Button
        component="a"
        href={`tel:${phone}`}
        startIcon={<CallOutlinedIcon />}
        aria-label={t('staffOrders.call', { name })}
      >
        {t('staffOrders.callShort')}
      </Button>
      {whatsapp ? (
        <Button
          component="a"
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<WhatsAppIcon />}
          aria-label={t('staffOrders.whatsapp', { name })}
        >
          {t('staffOrders.whatsappShort')}
        </Button>
      ) : null}
    </>
  );
}
