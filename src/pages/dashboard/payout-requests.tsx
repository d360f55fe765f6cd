import type { GetServerSideProps } from 'next';
import { PayoutRequestsScreen } from '@/features/dashboard/screens/payout-requests-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardPayoutRequestsPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="payout-requests" forbidden={forbidden}>
      <PayoutRequestsScreen />
    </DashboardPage>
  );
}

DashboardPayoutRequestsPage.getLayout = dashboardLayout('payout-requests');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('payout-requests');
