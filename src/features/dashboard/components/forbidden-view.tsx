import { useTranslation } from 'next-i18next/pages';
import { ErrorScreen } from '@/components/ui/error-screen';

/**
 * What an account a dashboard page is closed to sees: a shopper (the dashboard is for sellers
 * and admins), or a seller on an admin-only screen (the way back is the dashboard).
 */
export function ForbiddenView({ adminOnly = false }: { adminOnly?: boolean }) {
  const { t } = useTranslation('dashboard');
  const words = adminOnly ? 'forbidden.adminOnly' : 'forbidden';
  return (
    <ErrorScreen
      code={403}
      title={t(`${words}.title`)}
      message={t(`${words}.message`)}
      homeLabel={t(`${words}.home`)}
      href={adminOnly ? '/dashboard' : '/'}
    />
  );
}
