import type { GetServerSideProps } from 'next';
import { CategoriesScreen } from '@/features/dashboard/screens/categories-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardCategoriesPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="categories" forbidden={forbidden}>
      <CategoriesScreen />
    </DashboardPage>
  );
}

DashboardCategoriesPage.getLayout = dashboardLayout('categories');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('categories');
