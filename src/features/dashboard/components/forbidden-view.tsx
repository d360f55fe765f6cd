import { useTranslation } from 'next-i18next/pages';
import { ErrorScreen } from '@/components/ui/error-screen';

/** What a signed-in shopper without a seller or admin account sees on a dashboard page. */
export function ForbiddenView() {
  const { t } = useTranslation('dashboard');
  return (
    <ErrorScreen
      code={403}
      title={t('forbidden.title')}
      message={t('forbidden.message')}
      homeLabel={t('forbidden.home')}
    />
  );
}
