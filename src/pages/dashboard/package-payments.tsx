import type { GetServerSideProps } from 'next';
import { PackagePaymentsScreen } from '@/features/dashboard/screens/package-payments-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardPackagePaymentsPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="package-payments" forbidden={forbidden}>
      <PackagePaymentsScreen />
    </DashboardPage>
  );
}

DashboardPackagePaymentsPage.getLayout = dashboardLayout('package-payments');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('package-payments');
