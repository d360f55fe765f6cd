import type { GetServerSideProps } from 'next';
import { StaffScreen } from '@/features/dashboard/staff/staff-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardStaffPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="staff" forbidden={forbidden}>
      <StaffScreen />
    </DashboardPage>
  );
}

DashboardStaffPage.getLayout = dashboardLayout('staff');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('staff');
