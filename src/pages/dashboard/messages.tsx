import type { GetServerSideProps } from 'next';
import { MessagesScreen } from '@/features/dashboard/messages/messages-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardMessagesPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="messages" forbidden={forbidden}>
      <MessagesScreen />
    </DashboardPage>
  );
}

DashboardMessagesPage.getLayout = dashboardLayout('messages');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('messages');
