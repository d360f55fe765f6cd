import type { GetServerSideProps } from 'next';
import { ShopContentScreen } from '@/features/dashboard/shop-content/shop-content-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardShopPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="shop" forbidden={forbidden}>
      <ShopContentScreen />
    </DashboardPage>
  );
}

DashboardShopPage.getLayout = dashboardLayout('shop');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('shop');
