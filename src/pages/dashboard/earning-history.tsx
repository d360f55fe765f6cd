import type { GetServerSideProps } from 'next';
import { EarningHistoryScreen } from '@/features/dashboard/screens/earning-history-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardEarningHistoryPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="earning-history" forbidden={forbidden}>
      <EarningHistoryScreen />
    </DashboardPage>
  );
}

DashboardEarningHistoryPage.getLayout = dashboardLayout('earning-history');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('earning-history');
