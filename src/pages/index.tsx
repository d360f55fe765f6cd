import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { loadTranslations } from '@/lib/i18n/translations';
import { HeroSection } from '@/sections/home/hero-section';
import { PreparationSteps } from '@/sections/home/preparation-steps';

export default function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <>
      <PageSeo title={t('home:meta.title')} description={t('common:shop.description')} />
      <HeroSection />
      <PreparationSteps />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await loadTranslations(locale, ['home']),
});
