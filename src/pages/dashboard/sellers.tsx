import type { GetServerSideProps } from 'next';
import { SellersScreen } from '@/features/dashboard/screens/sellers-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardSellersPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="sellers" forbidden={forbidden}>
      <SellersScreen />
    </DashboardPage>
  );
}

DashboardSellersPage.getLayout = dashboardLayout('sellers');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('sellers');
