import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import type { Contact } from '@/contracts/contact';
import { loadContacts } from '@/features/contact/api/load-shop-info';
import { ContactView } from '@/features/contact/components/contact-view';
import { loadShopPage } from '@/lib/shop-facts/load-shop-page';
import { shareCataloguePage } from '@/server/cache';
import { toLocale } from '@/lib/i18n/locales';

type Props = { contacts: Contact[] | null };

export default function ContactPage({ contacts }: Props) {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageSeo title={t('meta.title')} description={t('meta.description')} />
      <ContactView contacts={contacts} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, res }) => {
  const [translations, contacts] = await Promise.all([
    loadShopPage(locale),
    loadContacts(toLocale(locale)),
  ]);
  // Still rendered, with a retry; the status tells caches and crawlers it is temporary.
  if (contacts === null) res.statusCode = 503;
  else shareCataloguePage(res);
  return { props: { ...translations, contacts } };
};
