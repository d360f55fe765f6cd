import type { GetServerSideProps } from 'next';
import { OverviewScreen } from '@/features/dashboard/overview/overview-screen';
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

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('overview');
