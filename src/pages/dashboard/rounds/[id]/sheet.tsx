import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import type { ReactElement } from 'react';
import { DeferredHydration } from '@/components/layout/deferred-hydration';
import { RoundSheetScreen } from '@/features/dashboard/rounds/round-sheet-screen';
import { shopDate } from '@/lib/shop-calendar';
import { DashboardPage } from '@/shell/dashboard-page';
import {
  dashboardRecordServerSideProps,
  type DashboardRecordProps,
} from '@/shell/dashboard-record-access';
import { ShopLayout } from '@/shell/shop-layout';

type Props = DashboardRecordProps & { date: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export default function RoundSheetPage({ id, date, forbidden }: Props) {
  const { t } = useTranslation('rounds');
  return (
    <DashboardPage screen="rounds" title={t('sheetHeading')} forbidden={forbidden}>
      <RoundSheetScreen id={id} date={date} />
    </DashboardPage>
  );
}

// A sheet to print: none of the dashboard's frame (menu, top bar) around it.
RoundSheetPage.getLayout = (page: ReactElement<Props>) =>
  page.props.forbidden ? (
    <ShopLayout>{page}</ShopLayout>
  ) : (
    <DeferredHydration>{page}</DeferredHydration>
  );

const access = dashboardRecordServerSideProps('rounds', ['rounds']);

/** The round is found among its day's (`?date=`); without a day in the address, today's. */
export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const result = await access(ctx);
  if (!('props' in result)) return result;
  const raw = ctx.query.date;
  const date = typeof raw === 'string' && DATE.test(raw) ? raw : shopDate(Date.now());
  return { props: { ...(await result.props), date } };
};
