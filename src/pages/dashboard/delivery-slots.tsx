import type { GetServerSideProps } from 'next';
import { RoundsScreen } from '@/features/dashboard/slots/rounds-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardDeliverySlotsPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="delivery-slots" forbidden={forbidden}>
      <RoundsScreen />
    </DashboardPage>
  );
}

DashboardDeliverySlotsPage.getLayout = dashboardLayout('delivery-slots');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('delivery-slots');
