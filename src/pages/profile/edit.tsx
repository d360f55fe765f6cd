import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { AccountFrame } from '@/features/account/components/account-frame';
import { ProfileEditScreen } from '@/features/account/components/profile-edit-screen';
import { loadShopPageWith } from '@/lib/shop-facts/load-shop-page';
import { requireSession } from '@/server/auth/page-session';

export default function EditProfilePage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageSeo title={t('meta.edit.title')} description={t('meta.edit.description')} />
      <AccountFrame title={t('edit.title')} back={{ href: '/profile', label: t('edit.back') }}>
        <ProfileEditScreen />
      </AccountFrame>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const [frame, access] = await loadShopPageWith(ctx.locale, ['account', 'validation'], () =>
    requireSession(ctx),
  );
  if (access.redirect) return { redirect: access.redirect };
  return { props: { session: access.session, ...frame } };
};
