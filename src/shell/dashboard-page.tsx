import { useTranslation } from 'next-i18next/pages';
import type { ReactElement, ReactNode } from 'react';
import { PageSeo } from '@/components/seo/page-seo';
import { ForbiddenView } from '@/features/dashboard/components/forbidden-view';
import type { DashboardScreen } from '@/features/dashboard/model/dashboard-screens';
import { DashboardLayout } from './dashboard-layout';
import { ShopLayout } from './shop-layout';

/** What every dashboard page gets from the server's access check. */
export type DashboardPageProps = { forbidden: boolean };

/**
 * The layout of a dashboard page: the dashboard's frame for sellers and admins; the shop's
 * own frame around the 403 for anyone else, who has no use for the dashboard's menu.
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
  const title = forbidden
    ? t('forbidden.title')
    : `${pageTitle ?? t(`screens.${screen}.title`)} – ${t('title')}`;
  return (
    <>
      <PageSeo title={title} description={t('description')} noindex />
      {forbidden ? <ForbiddenView /> : children}
    </>
  );
}
