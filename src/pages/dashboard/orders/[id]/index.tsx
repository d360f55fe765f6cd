import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { StaffOrderScreen } from '@/features/dashboard/orders/staff-order-screen';
import { DashboardPage, dashboardLayout } from '@/shell/dashboard-page';
import {
  dashboardRecordServerSideProps,
  type DashboardRecordProps,
} from '@/shell/dashboard-record-access';

export default function DashboardOrderPage({ id, forbidden }: DashboardRecordProps) {
  const { t } = useTranslation('dashboard');
  // weighOrderPath: the queue sends a seller here to weigh before sending the order out.
  const weighFirst = useRouter().query.weigh === '1';
  return (
    <DashboardPage screen="orders" title={t('orderPage.title')} forbidden={forbidden}>
      <StaffOrderScreen id={id} weighFirst={weighFirst} />
    </DashboardPage>
  );
}

DashboardOrderPage.getLayout = dashboardLayout('orders');

export const getServerSideProps: GetServerSideProps<DashboardRecordProps> =
  dashboardRecordServerSideProps('orders');
