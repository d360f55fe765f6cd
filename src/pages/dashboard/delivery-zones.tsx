import type { GetServerSideProps } from 'next';
import { ZonesScreen } from '@/features/dashboard/zones/zones-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardDeliveryZonesPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="delivery-zones" forbidden={forbidden}>
      <ZonesScreen />
    </DashboardPage>
  );
}

DashboardDeliveryZonesPage.getLayout = dashboardLayout('delivery-zones');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('delivery-zones');
