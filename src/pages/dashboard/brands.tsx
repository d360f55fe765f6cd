import type { GetServerSideProps } from 'next';
import { BrandsScreen } from '@/features/dashboard/screens/brands-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardBrandsPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="brands" forbidden={forbidden}>
      <BrandsScreen />
    </DashboardPage>
  );
}

DashboardBrandsPage.getLayout = dashboardLayout('brands');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('brands');
