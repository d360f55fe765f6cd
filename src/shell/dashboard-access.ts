import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Session } from 'next-auth';
import {
  dashboardRefusal,
  type DashboardScreen,
} from '@/features/dashboard/model/dashboard-screens';
import { loadTranslations } from '@/lib/i18n/translations';
import { requireSession } from '@/server/auth/page-session';
import type { DashboardPageProps } from './dashboard-page';

/** The namespaces of every dashboard page (the 403 included) besides the shell's. */
const DASHBOARD_NAMESPACES = ['dashboard', 'data-table', 'validation', 'push'] as const;

/**
 * The access check of a dashboard screen's pages, on the server (never by middleware alone):
 * signed out → sign-in with a callbackUrl back; a customer, or a seller on an admin-only
 * screen (ADMIN_ONLY_SCREENS) → the 403 (status 403), so the screen and its data calls never
 * load; otherwise (role from the backend account, re-read on every session check) the page.
 * Import it only from getServerSideProps, so it stays out of the browser bundle.
 */
export function dashboardServerSideProps(
  screen: DashboardScreen,
  /** A screen's own namespace, besides the dashboard's (its strings stay out of the others'). */
  extra: readonly string[] = [],
) {
  return async function getServerSideProps(
    ctx: GetServerSidePropsContext,
  ): Promise<GetServerSidePropsResult<DashboardPageProps & { session: Session }>> {
    const access = await requireSession(ctx);
    if (access.redirect) return { redirect: access.redirect };
    const translations = await loadTranslations(ctx.locale, [...DASHBOARD_NAMESPACES, ...extra]);
    const forbidden = dashboardRefusal(access.session.user.role, screen);
    if (forbidden) ctx.res.statusCode = 403;
    return { props: { ...translations, session: access.session, forbidden } };
  };
}
