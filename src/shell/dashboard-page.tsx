import { useTranslation } from 'next-i18next/pages';
import type { ReactElement, ReactNode } from 'react';
import { PageSeo } from '@/components/seo/page-seo';
import { ForbiddenView } from '@/features/dashboard/components/forbidden-view';
import type {
  DashboardRefusal,
  DashboardScreen,
} from '@/features/dashboard/model/dashboard-screens';
import { DashboardLayout } from './dashboard-layout';
import { ShopLayout } from './shop-layout';

/** What every dashboard page gets from the server's access check. */
export type DashboardPageProps = { forbidden: DashboardRefusal };

/**
 * The layout of a dashboard page: the dashboard's frame for those it is open to; the shop's
 * own frame around the 403 for anyone else (a seller on an admin-only screen included: the
 * dashboard's frame starts its demo data, and the 403 links back to the dashboard).
 */
export function dashboardLayout(screen: DashboardScreen) {
  return function getLayout(page: ReactElement<DashboardPageProps>) {
    return page.props.forbidden ? (
      <ShopLayout>{page}</ShopLayout>
    ) : (
      <DashboardLayout screen={screen}>{page}</DashboardLayout>
    );
  };
}

type Props = DashboardPageProps & {
  screen: DashboardScreen;
  /** A page within a screen (one order, its slip) names itself; the screen's title otherwise. */
  title?: string;
  children: ReactNode;
};

/** A dashboard screen, or the localised 403 when the server said so. Never indexed. */
export function DashboardPage({ screen, title: pageTitle, forbidden, children }: Props) {
  const { t } = useTranslation('dashboard');
  const title =
    forbidden === 'admin-only'
      ? t('forbidden.adminOnly.title')
      : forbidden
        ? t('forbidden.title')
        : `${pageTitle ?? t(`screens.${screen}.title`)} – ${t('title')}`;
  return (
    <>
      <PageSeo title={title} description={t('description')} noindex />
      {forbidden ? <ForbiddenView adminOnly={forbidden === 'admin-only'} /> : children}
    </>
  );
}
