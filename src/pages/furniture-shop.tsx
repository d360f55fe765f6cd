import type { GetStaticProps } from 'next';
import { loadTranslations } from '@/lib/i18n/translations';
import { DEMO_NAMESPACES, DemoShopScreen } from '@/shell/demo-shop-screen';

export default function FurnitureShopPage() {
  return <DemoShopScreen slug="furniture-shop" />;
}

/** Static: nothing to fetch on the server; the mock layer fills the page in the browser. */
export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await loadTranslations(locale, DEMO_NAMESPACES),
});
