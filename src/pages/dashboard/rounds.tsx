import type { GetServerSideProps } from 'next';
import { RoundsScreen } from '@/features/dashboard/rounds/rounds-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardRoundsPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="rounds" forbidden={forbidden}>
      <RoundsScreen />
    </DashboardPage>
  );
}

DashboardRoundsPage.getLayout = dashboardLayout('rounds');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> = dashboardServerSideProps(
  'rounds',
  ['rounds'],
);
