import { useTranslation } from 'next-i18next/pages';
import type { ReactElement, ReactNode } from 'react';
import { PageSeo } from '@/components/seo/page-seo';
import { OrderAlertsProvider, useOrderAlerts } from '@/features/dashboard/alerts/order-alerts';
import { ForbiddenView } from '@/features/dashboard/components/forbidden-view';
import type {
  DashboardRefusal,
  DashboardScreen,
} from '@/features/dashboard/model/dashboard-screens';
import { formatNumber } from '@/lib/format/number';
// Staff pages call the staff's routes: their part of the table loads with these pages only.
import '@/lib/api/staff-route-table';
import { useLocale } from '@/lib/i18n/use-locale';
import { DashboardLayout } from './dashboard-layout';
import { ShopLayout } from './shop-layout';

/** What every dashboard page gets from the server's access check. */
export type DashboardPageProps = { forbidden: DashboardRefusal };

/**
 * The layout of a dashboard page: the dashboard's frame for those it is open to; the shop's
 * own frame around the 403 for anyone else (a seller on an admin-only screen included: the
 * dashboard's frame starts its demo data, and the 403 links back to the dashboard). Around the
 * frame, the new-order alerts: any open dashboard screen notices, counts and chimes.
 */
export function dashboardLayout(screen: DashboardScreen) {
  return function getLayout(page: ReactElement<DashboardPageProps>) {
    return page.props.forbidden ? (
      <ShopLayout>{page}</ShopLayout>
    ) : (
      <OrderAlertsProvider>
        <DashboardLayout screen={screen}>{page}</DashboardLayout>
      </OrderAlertsProvider>
    );
  };
}

type Props = DashboardPageProps & {
  screen: DashboardScreen;
  /** A page within a screen (one order, its slip) names itself; the screen's title otherwise. */
  title?: string;
  children: ReactNode;
};

/**
 * A dashboard screen, or the localised 403 when the server said so. Never indexed. New orders
 * not yet seen lead the title, "(2) Orders – …", so a seller on another tab sees them.
 */
export function DashboardPage({ screen, title: pageTitle, forbidden, children }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { count } = useOrderAlerts();
  const screenTitle =
    forbidden === 'admin-only'
      ? t('forbidden.adminOnly.title')
      : forbidden
        ? t('forbidden.title')
        : `${pageTitle ?? t(`screens.${screen}.title`)} – ${t('title')}`;
  const title =
    count > 0 && !forbidden ? `(${formatNumber(count, locale)}) ${screenTitle}` : screenTitle;
  return (
    <>
      <PageSeo title={title} description={t('description')} noindex />
      {forbidden ? <ForbiddenView adminOnly={forbidden === 'admin-only'} /> : children}
    </>
  );
}
