import type { GetServerSideProps } from 'next';
import { RefundRequestsScreen } from '@/features/dashboard/screens/refund-requests-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardRefundRequestsPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="refund-requests" forbidden={forbidden}>
      <RefundRequestsScreen />
    </DashboardPage>
  );
}

DashboardRefundRequestsPage.getLayout = dashboardLayout('refund-requests');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('refund-requests');
