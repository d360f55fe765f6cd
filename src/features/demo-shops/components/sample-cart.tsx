import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { createContext, use, useCallback, useState, type ReactNode } from 'react';
import type { DemoProduct } from '@/contracts/demo/demo-entities';

/*
 * What "Add to cart" does in a demo shop (issue 26). The demo's cards keep the button, since
 * they show how a shop of this design looks, but pressing it never touches the shop's cart: a
 * sample product in the real cart was refused only at "Place order", after the shopper had
 * filled in the checkout. Instead a short dialog says, in the page's language, that this is a
 * sample shop and its products cannot be ordered, and offers the way to the poultry shop. A
 * separate demo cart was the other choice; it would have shown a second cart icon and badge
 * that lead nowhere, which is harder to understand than being told once, at the button.
 */

const loadDialog = () => import('./sample-cart-dialog');
// The dialog (and MUI's modal) loads on the first hover, focus or press, not with the page.
const SampleCartDialog = dynamic(loadDialog, { ssr: false });

const ShowSampleNotice = createContext<(product: DemoProduct) => void>(() => undefined);

/** Wraps a demo page: its add-to-cart buttons open one notice, kept here. */
export function SampleCartProvider({ children }: { children: ReactNode }) {
  // The last product stays while the dialog closes, so its words do not vanish mid-fade.
  const [product, setProduct] = useState<DemoProduct | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((picked: DemoProduct) => {
    setProduct(picked);
    setOpen(true);
  }, []);
  return (
    <ShowSampleNotice value={show}>
      {children}
      {product ? (
        <SampleCartDialog product={product} open={open} onClose={() => setOpen(false)} />
      ) : null}
    </ShowSampleNotice>
  );
}

type ButtonProps = { product: DemoProduct; size?: 'small' | 'medium' };

/** The demo's "Add to cart": looks like the shop's, and explains instead of adding. */
export function SampleCartButton({ product, size = 'small' }: ButtonProps) {
  const { t } = useTranslation('demo');
  const show = use(ShowSampleNotice);
  const warm = () => void loadDialog();
  return (
    <Button
      variant="contained"
      disableElevation
      fullWidth
      size={size}
      startIcon={<AddShoppingCartIcon />}
      // The visible words first, so speech control ("click Add to cart") still finds it.
      aria-label={t('sampleCart.buttonNamed', { title: product.title })}
      aria-haspopup="dialog"
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => show(product)}
      sx={{ minHeight: size === 'small' ? 36 : 44, whiteSpace: 'nowrap' }}
      data-testid="demo-add-to-cart"
    >
      {t('sampleCart.button')}
    </Button>
  );
}

/** The button for each product of a list (carousels, grids). */
export function renderSampleCartButton(product: DemoProduct) {
  return <SampleCartButton product={product} />;
}
