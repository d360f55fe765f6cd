import { useTranslation } from 'next-i18next/pages';
import { ErrorScreen } from '@/components/ui/error-screen';

/**
 * What an account the round screen is closed to sees (with status 403, as the dashboard's
 * own 403): the screen is a driver's; a seller or admin goes back to their dashboard, anyone
 * else to the shop.
 */
export function DriverForbidden({ backTo }: { backTo: 'dashboard' | 'shop' }) {
  const { t } = useTranslation('driver');
  return (
    <ErrorScreen
      code={403}
      title={t('forbidden.title')}
      message={t('forbidden.message')}
      homeLabel={backTo === 'dashboard' ? t('forbidden.toDashboard') : t('forbidden.toShop')}
      href={backTo === 'dashboard' ? '/dashboard' : '/'}
    />
  );
}
