import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import { Notice } from './notice';

type Props = { message?: string; onRetry: () => void };

/** A friendly "could not load" in place of a list or page, with a retry that asks again. */
export function LoadError({ message, onRetry }: Props) {
  const { t } = useTranslation('common');
  return (
    <Notice
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      {message ?? t('states.loadFailed')}
    </Notice>
  );
}
