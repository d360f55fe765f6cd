import IosShareOutlinedIcon from '@mui/icons-material/IosShareOutlined';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { StaffOrder } from '@/contracts/order';
import { useLocale } from '@/lib/i18n/use-locale';
import { shareText, type ShareOutcome } from '@/lib/share-text';
import { packingSlipText } from './packing-slip-text';
import { useShopIdentity } from './use-shop-identity';

const SAID: Record<Exclude<ShareOutcome, 'cancelled'>, string> = {
  shared: 'orderPage.shared',
  copied: 'orderPage.copied',
  whatsapp: 'orderPage.whatsappOpened',
};

/** Shares the packing slip as text (a driver's chat, a note) and says how it went. */
export function ShareSlipButton({ order }: { order: StaffOrder }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const locale = useLocale();
  const shop = useShopIdentity();
  const [said, setSaid] = useState<string>();
  const onShare = async () => {
    const outcome = await shareText({
      title: t('dashboard:slip.shareTitle', { number: order.number }),
      text: packingSlipText(order, t, locale, shop),
    });
    if (outcome !== 'cancelled') setSaid(t(`dashboard:${SAID[outcome]}`));
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<IosShareOutlinedIcon />}
        onClick={() => void onShare()}
      >
        {t('dashboard:orderPage.share')}
      </Button>
      <Snackbar
        open={said !== undefined}
        autoHideDuration={5000}
        onClose={() => setSaid(undefined)}
        message={said}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  );
}
