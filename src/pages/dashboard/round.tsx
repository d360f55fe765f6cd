import type { GetServerSideProps } from 'next';
import { DriverRoundScreen } from '@/features/driver-round/components/round-screen';
import { driverRoundServerSideProps } from '@/shell/driver-access';
import { DriverPage, driverLayout, type DriverPageProps } from '@/shell/driver-page';

export default function DriverRoundPage({ forbidden, date }: DriverPageProps) {
  return (
    <DriverPage forbidden={forbidden}>
      <DriverRoundScreen date={date} />
    </DriverPage>
  );
}

DriverRoundPage.getLayout = driverLayout;

export const getServerSideProps: GetServerSideProps<DriverPageProps> = driverRoundServerSideProps;
