import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { loadShopPage } from '@/lib/shop-facts/load-shop-page';

/**
 * The floor the storefront is measured against (issue 26, docs/performance.md): a page with
 * nothing of its own under the shop's `_app` and frame (header, footer, phone navigation,
 * overlays), so the budget and the bench report what each page adds to it and what the shell
 * costs by itself, in the same build and the same run. Built with every build so its first-
 * load JavaScript is always measured; served only where BENCH_FLOOR_PAGE=true (the bench's
 * server), a 404 everywhere else.
 */
export default function BenchFloorPage() {
  const { t } = useTranslation('common');
  return <PageSeo title={t('shop.name')} description={t('shop.description')} noindex />;
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => {
  if (process.env.BENCH_FLOOR_PAGE !== 'true') return { notFound: true };
  return { props: await loadShopPage(locale) };
};
