import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import type { Item } from '@/contracts/catalog';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { WishListScreen } from '@/features/favourites/components/wish-list';
import { loadShopPageWith } from '@/lib/shop-facts/load-shop-page';
import { requireSession } from '@/server/auth/page-session';

const renderAction = (item: Item) => (
  <AddToCartButton
    item={{ id: item.id, name: item.name, price: item.price, image: item.image, unit: item.unit }}
    stock={item.stock}
    size="small"
    fullWidth
  />
);

export default function WishListPage() {
  const { t } = useTranslation('favourites');
  return (
    <>
      <PageSeo title={t('meta.title')} description={t('meta.description')} />
      <WishListScreen renderAction={renderAction} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const [frame, access] = await loadShopPageWith(
    ctx.locale,
    ['favourites', 'catalog', 'cart'],
    () => requireSession(ctx),
  );
  if (access.redirect) return { redirect: access.redirect };
  return { props: { session: access.session, ...frame } };
};
