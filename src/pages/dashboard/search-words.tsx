import type { GetServerSideProps } from 'next';
import { SearchWordsScreen } from '@/features/dashboard/search-words/search-words-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardSearchWordsPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="search-words" forbidden={forbidden}>
      <SearchWordsScreen />
    </DashboardPage>
  );
}

DashboardSearchWordsPage.getLayout = dashboardLayout('search-words');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('search-words');
