import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Session } from 'next-auth';
import type { Role } from '@/contracts/account';
import { DASHBOARD_ROLES } from '@/features/dashboard/model/dashboard-screens';
import type { DriverRefusal } from '@/features/driver-round/model/round-access';
import { loadTranslations } from '@/lib/i18n/translations';
import { shopDate } from '@/lib/shop-calendar';
import { requireSession } from '@/server/auth/page-session';
import type { DriverPageProps } from './driver-page';

const DRIVER_ROLES: readonly Role[] = ['driver'];

/** Where the 403 sends an account that is not a driver's: staff to their dashboard. */
const refusalOf = (role: Role): DriverRefusal =>
  DASHBOARD_ROLES.includes(role) ? 'dashboard' : 'shop';

/**
 * The access check of the driver's round screen, on the server as the dashboard's is
 * (dashboard-access.ts): signed out → sign-in with a callbackUrl back; any account but a
 * driver's → the 403 (status 403), so the screen and its calls never load; a driver → the
 * round of the day, today in Cairo. The screen's namespaces only (its forms' validation
 * included), not the dashboard's: a driver's phone is a cheap one on a weak line. Import it
 * only from getServerSideProps, so it stays out of the browser bundle.
 */
export async function driverRoundServerSideProps(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<DriverPageProps & { session: Session }>> {
  const access = await requireSession(ctx, DRIVER_ROLES);
  if (access.redirect) return { redirect: access.redirect };
  const forbidden = access.forbidden ? refusalOf(access.session.user.role) : false;
  if (forbidden) ctx.res.statusCode = 403;
  const translations = await loadTranslations(
    ctx.locale,
    forbidden ? ['driver'] : ['driver', 'validation'],
  );
  return {
    props: { ...translations, session: access.session, forbidden, date: shopDate(Date.now()) },
  };
}
