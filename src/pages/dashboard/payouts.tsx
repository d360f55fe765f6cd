import type { GetServerSideProps } from 'next';
import { PayoutsScreen } from '@/features/dashboard/screens/payouts-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardPayoutsPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="payouts" forbidden={forbidden}>
      <PayoutsScreen />
    </DashboardPage>
  );
}

DashboardPayoutsPage.getLayout = dashboardLayout('payouts');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('payouts');
