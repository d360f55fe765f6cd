import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { AccountFrame } from '@/features/account/components/account-frame';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { loadShopPageWith } from '@/lib/shop-facts/load-shop-page';
import { requireSession } from '@/server/auth/page-session';

export default function ChangePasswordPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageSeo title={t('meta.password.title')} description={t('meta.password.description')} />
      <AccountFrame
        title={t('password.title')}
        back={{ href: '/profile', label: t('password.back') }}
      >
        <ChangePasswordForm />
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
