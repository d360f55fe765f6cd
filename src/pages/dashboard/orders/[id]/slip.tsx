import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import type { ReactElement } from 'react';
import { DeferredHydration } from '@/components/layout/deferred-hydration';
import { PackingSlipScreen } from '@/features/dashboard/orders/packing-slip-screen';
import { DashboardPage } from '@/shell/dashboard-page';
import {
  dashboardRecordServerSideProps,
  type DashboardRecordProps,
} from '@/shell/dashboard-record-access';
import { ShopLayout } from '@/shell/shop-layout';

export default function PackingSlipPage({ id, forbidden }: DashboardRecordProps) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardPage screen="orders" title={t('slip.heading')} forbidden={forbidden}>
      <PackingSlipScreen id={id} />
    </DashboardPage>
  );
}

// A sheet to print: none of the dashboard's frame (menu, top bar) around it.
PackingSlipPage.getLayout = (page: ReactElement<DashboardRecordProps>) =>
  page.props.forbidden ? (
    <ShopLayout>{page}</ShopLayout>
  ) : (
    <DeferredHydration>{page}</DeferredHydration>
  );

export const getServerSideProps: GetServerSideProps<DashboardRecordProps> =
  dashboardRecordServerSideProps('orders');
