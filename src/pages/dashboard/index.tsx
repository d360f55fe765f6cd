import type { GetServerSideProps } from 'next';
import { OverviewScreen } from '@/features/dashboard/overview/overview-screen';
import { DRIVER_ROUND_PATH } from '@/features/driver-round/model/round-access';
import { localePath } from '@/lib/i18n/locale-path';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardOverviewPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="overview" forbidden={forbidden}>
      <OverviewScreen />
    </DashboardPage>
  );
}

DashboardOverviewPage.getLayout = dashboardLayout('overview');

// The cash namespace: an admin's overview shows today's cash and the books' exports.
const overview = dashboardServerSideProps('overview', ['cash']);

/**
 * The overview's access check, except for a driver: not a dashboard user, but staff, whose
 * way in is the dashboard's address too. They land on their round rather than on the 403.
 */
export const getServerSideProps: GetServerSideProps<DashboardPageProps> = async (ctx) => {
  const result = await overview(ctx);
  if (!('props' in result)) return result;
  const props = await result.props;
  if (props.session.user.role !== 'driver') return { props };
  // The check above marked the answer 403 for the refusal; a redirect is no refusal.
  ctx.res.statusCode = 200;
  return {
    redirect: { destination: localePath(DRIVER_ROUND_PATH, ctx.locale), permanent: false },
  };
};
