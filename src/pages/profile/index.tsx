import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { AccountFrame } from '@/features/account/components/account-frame';
import { ProfileView } from '@/features/account/components/profile-view';
import { loadShopPageWith } from '@/lib/shop-facts/load-shop-page';
import { requireSession } from '@/server/auth/page-session';

export default function ProfilePage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageSeo title={t('meta.profile.title')} description={t('meta.profile.description')} />
      <AccountFrame title={t('profile.title')}>
        <ProfileView />
      </AccountFrame>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const [frame, access] = await loadShopPageWith(ctx.locale, ['account', 'push'], () =>
    requireSession(ctx),
  );
  if (access.redirect) return { redirect: access.redirect };
  return {
    props: { session: access.session, ...frame },
  };
};
