import { useTranslation } from 'next-i18next/pages';
import type { ReactElement, ReactNode } from 'react';
import { PageSeo } from '@/components/seo/page-seo';
import { DriverForbidden } from '@/features/driver-round/components/driver-forbidden';
import { RoundFrame } from '@/features/driver-round/components/round-frame';
import type { DriverRefusal } from '@/features/driver-round/model/round-access';
import { ShopLayout } from './shop-layout';
// Staff pages call the staff's routes: their part of the table loads with these pages only.
import '@/lib/api/staff-route-table';

/** What the driver's page gets from the server's access check, and the day it shows. */
export type DriverPageProps = {
  forbidden: DriverRefusal;
  /** The round's day, `YYYY-MM-DD` in Cairo, as the server saw it. */
  date: string;
};

/**
 * The driver's page layout: the driver's own plain frame (not the dashboard's sidebar: a
 * driver is no dashboard user); the shop's frame around the 403 for anyone else, as the
 * dashboard's pages do.
 */
export function driverLayout(page: ReactElement<DriverPageProps>) {
  return page.props.forbidden ? (
    <ShopLayout>{page}</ShopLayout>
  ) : (
    <RoundFrame date={page.props.date}>{page}</RoundFrame>
  );
}

type Props = { forbidden: DriverRefusal; children: ReactNode };

/** The driver's screen, or the localised 403 when the server said so. Never indexed. */
export function DriverPage({ forbidden, children }: Props) {
  const { t } = useTranslation(['driver', 'common']);
  const title = forbidden
    ? t('driver:forbidden.title')
    : `${t('driver:title')} – ${t('common:shop.name')}`;
  return (
    <>
      <PageSeo title={title} description={t('driver:description')} noindex />
      {forbidden ? <DriverForbidden backTo={forbidden} /> : children}
    </>
  );
}
