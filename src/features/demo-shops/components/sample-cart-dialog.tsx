import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import type { DemoProduct } from '@/contracts/demo/demo-entities';

type Props = { product: DemoProduct; open: boolean; onClose: () => void };

/**
 * Told at the button, not at checkout: this is a sample shop, the product cannot be ordered
 * and the cart is as it was. Keep browsing comes first (and takes the focus), since most who
 * press the button are looking around the demo.
 */
export default function SampleCartDialog({ product, open, onClose }: Props) {
  const { t } = useTranslation('demo');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('sampleCart.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('sampleCart.text', { title: product.title })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} autoFocus>
          {t('sampleCart.keepBrowsing')}
        </Button>
        <Button component={ShopLink} href="/" variant="contained" disableElevation>
          {t('sampleCart.realShop')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
