import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Session } from 'next-auth';
import { DASHBOARD_ROLES } from '@/features/dashboard/model/dashboard-screens';
import { loadTranslations } from '@/lib/i18n/translations';
import { requireSession } from '@/server/auth/page-session';
import type { DashboardPageProps } from './dashboard-page';

/** The namespaces of every dashboard page (the 403 included) besides the shell's. */
const DASHBOARD_NAMESPACES = ['dashboard', 'data-table', 'validation'] as const;

/**
 * The access check of every dashboard page, on the server (never by middleware alone):
 * signed out → sign-in with a callbackUrl back; a customer → the 403 (status 403); a seller
 * or admin (role from the backend account, re-read on every session check) → the page.
 * Import it only from getServerSideProps, so it stays out of the browser bundle.
 */
export async function dashboardServerSideProps(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<DashboardPageProps & { session: Session }>> {
  const access = await requireSession(ctx, DASHBOARD_ROLES);
  if (access.redirect) return { redirect: access.redirect };
  const translations = await loadTranslations(ctx.locale, DASHBOARD_NAMESPACES);
  if (access.forbidden) ctx.res.statusCode = 403;
  return {
    props: { ...translations, session: access.session, forbidden: Boolean(access.forbidden) },
  };
}
