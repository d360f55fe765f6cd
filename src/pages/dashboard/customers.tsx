import type { GetServerSideProps } from 'next';
import { CustomersScreen } from '@/features/dashboard/customers/customers-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardCustomersPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="customers" forbidden={forbidden}>
      <CustomersScreen />
    </DashboardPage>
  );
}

DashboardCustomersPage.getLayout = dashboardLayout('customers');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('customers');
