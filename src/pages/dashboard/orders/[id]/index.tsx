import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { StaffOrderScreen } from '@/features/dashboard/orders/staff-order-screen';
import { DashboardPage, dashboardLayout } from '@/shell/dashboard-page';
import {
  dashboardRecordServerSideProps,
  type DashboardRecordProps,
} from '@/shell/dashboard-record-access';

export default function DashboardOrderPage({ id, forbidden }: DashboardRecordProps) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardPage screen="orders" title={t('orderPage.title')} forbidden={forbidden}>
      <StaffOrderScreen id={id} />
    </DashboardPage>
  );
}

DashboardOrderPage.getLayout = dashboardLayout('orders');

export const getServerSideProps: GetServerSideProps<DashboardRecordProps> =
  dashboardRecordServerSideProps;
