import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';
import type { DemoProduct } from '@/contracts/demo/demo-entities';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { DemoProductCard } from './demo-product-card';

type Props = {
  products: readonly DemoProduct[];
  hrefFor: (product: DemoProduct) => string;
  /** Puts the cart's button in each card (composed by the page). */
  renderAction?: (product: DemoProduct) => ReactNode;
  /** How many cards show at first, and how many more each "Show more" reveals. */
  pageSize?: number;
};

/**
 * Products in a grid (two, three, then four across), a page at a time. "Show more" reveals the
 * next page and takes the keyboard focus to its first card, so a keyboard or screen-reader user
 * carries on reading where the new cards start rather than back at the button.
 */
export function ProductGrid({ products, hrefFor, renderAction, pageSize = 8 }: Props) {
  const { t } = useTranslation('demo-products');
  const locale = useLocale();
  const size = Math.max(1, Math.floor(pageSize));
  const [shown, setShown] = useState(size);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  /** The card to focus after the next render, once "Show more" has revealed it. */
  const focusIndex = useRef<number | null>(null);

  const visible = products.slice(0, shown);
  const left = products.length - visible.length;

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    listRef.current?.children.item(index)?.querySelector('a')?.focus();
  }, [shown]);

  const showMore = () => {
    const next = Math.min(shown + size, products.length);
    focusIndex.current = visible.length;
    setShown(next);
    setAnnouncement(
      t('grid.shown', {
        shown: formatNumber(next, locale),
        total: formatNumber(products.length, locale),
      }),
    );
  };

  return (
    <Box>
      <Box
        component="ul"
        ref={listRef}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {visible.map((product) => (
          <Box component="li" key={product.id} sx={{ minWidth: 0 }}>
            <DemoProductCard
              product={product}
              href={hrefFor(product)}
              action={renderAction?.(product)}
            />
          </Box>
        ))}
      </Box>
      {left > 0 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={showMore} sx={{ minHeight: 44, px: 4 }}>
            {t('grid.showMore', { n: formatNumber(left, locale) })}
          </Button>
        </Box>
      ) : null}
      {/* Said politely after each reveal; empty at first so loading the page says nothing. */}
      <Box role="status" sx={visuallyHiddenSx}>
        {announcement}
      </Box>
    </Box>
  );
}
