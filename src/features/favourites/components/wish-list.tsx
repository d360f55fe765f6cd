import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useRef, useState, type ReactNode } from 'react';
import { ProductGrid } from '@/components/product/product-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import type { Item } from '@/contracts/catalog';
import { formatNumber } from '@/lib/format/number';
import { useFavourites } from '../api/get-favourites';
import { useRemoveFavourite } from '../api/remove-favourite';
import { RemoveFavouriteButton } from './remove-favourite-button';
import { WishListSkeleton } from './wish-list-skeleton';
import { WishListStatus, type WishListNotice } from './wish-list-status';

type Props = {
  /** The cart's button for each product (the page composes it: features do not import each other). */
  renderAction?: (item: Item) => ReactNode;
};

/** /wish-list: the page's heading and the list. */
export function WishListScreen({ renderAction }: Props) {
  const { t } = useTranslation('favourites');
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h2" sx={{ mb: 1 }}>
        {t('list.title')}
      </Typography>
      <WishList renderAction={renderAction} />
    </Container>
  );
}

/** The shopper's favourites as product cards, each with a way to the cart and a way out. */
export function WishList({ renderAction }: Props) {
  const { t } = useTranslation('favourites');
  const { locale } = useRouter();
  const { data, error, mutate } = useFavourites();
  const remove = useRemoveFavourite();
  const [notice, setNotice] = useState<WishListNotice>();
  const summary = useRef<HTMLParagraphElement>(null);

  async function removeItem(item: Item) {
    setNotice(undefined);
    // The card (and the focused button) goes away: focus stays in the list's summary.
    summary.current?.focus();
    try {
      await remove(item.id);
      setNotice({ kind: 'removed', name: item.name });
    } catch {
      setNotice({ kind: 'failed', name: item.name });
    }
  }

  if (error && !data) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <WishListSkeleton />;

  return (
    <>
      <WishListStatus notice={notice} onClose={() => setNotice(undefined)} />
      {data.length === 0 ? (
        <EmptyState
          icon={<FavoriteBorderIcon fontSize="inherit" />}
          title={t('list.empty.title')}
          message={t('list.empty.message')}
          action={
            <Button component={ShopLink} href="/" variant="contained">
              {t('list.empty.action')}
            </Button>
          }
        />
      ) : (
        <>
          <Typography ref={summary} tabIndex={-1} color="text.secondary" sx={{ mb: 2, outline: 0 }}>
            {t('list.count', { count: data.length, n: formatNumber(data.length, locale) })}
          </Typography>
          <ProductGrid
            items={data}
            headingComponent="h2"
            priorityCount={2}
            aria-label={t('list.label')}
            renderAction={(item) => (
              <Box sx={{ display: 'grid', gap: 0.5 }}>
                {renderAction?.(item)}
                <RemoveFavouriteButton name={item.name} onRemove={() => void removeItem(item)} />
              </Box>
            )}
          />
        </>
      )}
    </>
  );
}
