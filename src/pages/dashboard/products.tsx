import type { GetServerSideProps } from 'next';
import { ProductsScreen } from '@/features/dashboard/screens/products-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardProductsPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="products" forbidden={forbidden}>
      <ProductsScreen />
    </DashboardPage>
  );
}

DashboardProductsPage.getLayout = dashboardLayout('products');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('products');
