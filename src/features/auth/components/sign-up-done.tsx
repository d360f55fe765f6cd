import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';

type Props = {
  name: string;
  /** Where the shopper was going (a path with its locale prefix). */
  next: string;
};

/**
 * Said once the account exists and the shopper is signed in to it (issue 26: sign-up used to
 * move on without a word). Focus moves to the message, so a screen reader reads it and the
 * next Tab reaches the way on.
 */
export function SignUpDone({ name, next }: Props) {
  const { t } = useTranslation('auth');
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Alert ref={message} severity="success" role="status" tabIndex={-1}>
        {t('signUp.created.message', { name })}
      </Alert>
      {/* The path carries its locale already (`/ar/checkout`): the link must not add one. */}
      <Button
        component={ShopLink}
        href={next}
        locale={false}
        variant="contained"
        size="large"
        fullWidth
      >
        {t('signUp.created.continue')}
      </Button>
    </Box>
  );
}
