import type { GetServerSideProps } from 'next';
import { ReviewsScreen } from '@/features/dashboard/reviews/reviews-screen';
import { dashboardServerSideProps } from '@/shell/dashboard-access';
import { DashboardPage, dashboardLayout, type DashboardPageProps } from '@/shell/dashboard-page';

export default function DashboardReviewsPage({ forbidden }: DashboardPageProps) {
  return (
    <DashboardPage screen="reviews" forbidden={forbidden}>
      <ReviewsScreen />
    </DashboardPage>
  );
}

DashboardReviewsPage.getLayout = dashboardLayout('reviews');

export const getServerSideProps: GetServerSideProps<DashboardPageProps> =
  dashboardServerSideProps('reviews');
