import type { GetServerSideProps } from 'next';
import { OrdersScreen } from '@/features/dashboard/screens/orders-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardOrdersPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="orders" forbidden={forbidden}>
      <OrdersScreen />
    </DashboardPage>
  );
}

DashboardOrdersPage.getLayout = dashboardLayout('orders');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('orders');
