import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { MAX_ID } from '@/contracts/field-rules';
import type { DashboardScreen } from '@/features/dashboard/model/dashboard-screens';
import type { DashboardPageProps } from './dashboard-page';
import { dashboardServerSideProps } from './dashboard-access';

export type DashboardRecordProps = DashboardPageProps & { id: number };

/** What a record's id looks like in a dashboard address: a positive whole number. */
const ID = /^[1-9]\d{0,9}$/;

/**
 * The access check of a dashboard page about one record (/dashboard/orders/12): the
 * dashboard's own check, and the id from the address. An id that cannot be one is the 404
 * page; whether the record exists is the screen's question (its API call answers 404).
 */
export function dashboardRecordServerSideProps(
  screen: DashboardScreen,
  extra: readonly string[] = [],
) {
  const screenAccess = dashboardServerSideProps(screen, extra);
  return async function getServerSideProps(
    ctx: GetServerSidePropsContext,
  ): Promise<GetServerSidePropsResult<DashboardRecordProps>> {
    const raw = ctx.params?.id;
    if (typeof raw !== 'string' || !ID.test(raw) || Number(raw) > MAX_ID) {
      return { notFound: true };
    }
    const result = await screenAccess(ctx);
    if (!('props' in result)) return result;
    const props = await result.props;
    return { props: { ...props, id: Number(raw) } };
  };
}
