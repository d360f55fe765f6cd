import type { GetServerSideProps } from 'next';
import { CashScreen } from '@/features/dashboard/cash/cash-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardCashPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="cash" forbidden={forbidden}>
      <CashScreen />
    </DashboardPage>
  );
}

DashboardCashPage.getLayout = dashboardLayout('cash');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> = dashboardServerSideProps(
  'cash',
  ['cash'],
);
