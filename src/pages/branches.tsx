import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import type { Branch } from '@/contracts/shop-info';
import { loadBranches } from '@/features/contact/api/load-shop-info';
import { BranchesView } from '@/features/contact/components/branches-view';
import { loadShopPage } from '@/lib/shop-facts/load-shop-page';
import { shareCataloguePage } from '@/server/cache';
import { toLocale } from '@/lib/i18n/locales';

type Props = { branches: Branch[] | null };

export default function BranchesPage({ branches }: Props) {
  const { t } = useTranslation('branches');
  return (
    <>
      <PageSeo title={t('meta.title')} description={t('meta.description')} />
      <BranchesView branches={branches} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, res }) => {
  const [translations, branches] = await Promise.all([
    loadShopPage(locale, ['branches']),
    loadBranches(toLocale(locale)),
  ]);
  // Still rendered, with a retry; the status tells caches and crawlers it is temporary.
  if (branches === null) res.statusCode = 503;
  else shareCataloguePage(res);
  return { props: { ...translations, branches } };
};
