import type { GetServerSideProps } from 'next';
import { AuditScreen } from '@/features/dashboard/audit/audit-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardAuditPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="audit" forbidden={forbidden}>
      <AuditScreen />
    </DashboardPage>
  );
}

DashboardAuditPage.getLayout = dashboardLayout('audit');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('audit');
