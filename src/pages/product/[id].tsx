import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { ProductPurchase } from '@/features/cart/components/product-purchase';
import { CatalogError } from '@/features/catalog/components/catalog-error';
import { ProductSeo } from '@/features/catalog/components/product-seo';
import { ProductView } from '@/features/catalog/components/product-view';
import { loadProduct, type ProductData } from '@/features/catalog/loaders/load-product';
import { FavouriteToggle } from '@/features/favourites/components/favourite-toggle';
import { localePath } from '@/lib/i18n/locale-path';
import { loadShopPageWith } from '@/lib/shop-facts/load-shop-page';
import { shareProductPage } from '@/server/cache';
import { renderProductAction, renderProductFavourite } from '@/shell/product-slots';
import { toLocale } from '@/lib/i18n/locales';

type Props = { product: ProductData | null };

export default function ProductPage({ product }: Props) {
  const { t } = useTranslation('product');
  if (!product) {
    return <CatalogError title={t('error.title')} message={t('error.message')} />;
  }
  const { item } = product;
  return (
    <>
      <ProductSeo item={item} />
      <ProductView
        data={product}
        action={<ProductPurchase item={item} />}
        favourite={
          <FavouriteToggle itemId={item.id} initial={item.is_favorite} itemName={item.name} />
        }
        renderAction={renderProductAction}
        renderFavourite={renderProductFavourite}
      />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, params, res }) => {
  const [frame, result] = await loadShopPageWith(
    locale,
    ['catalog', 'product', 'cart', 'favourites'],
    ({ categories }) => loadProduct(toLocale(locale), params?.id, categories),
  );
  if (result.kind === 'not-found') return { notFound: true };
  if (result.kind === 'moved')
    return {
      redirect: { destination: localePath(`/product/${result.id}`, locale), permanent: true },
    };
  if (result.kind === 'failed') res.statusCode = 503;
  else shareProductPage(res, result.data.item.id);
  return { props: { ...frame, product: result.kind === 'found' ? result.data : null } };
};
