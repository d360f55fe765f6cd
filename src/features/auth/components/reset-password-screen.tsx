import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ShopLink from '@/components/ui/shop-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { signInHref } from '@/lib/auth/auth-paths';
import { useCallbackUrl, useGoTo } from '../hooks/use-callback-url';
import { signInAfter } from '../model/sign-in-arrival';
import { AuthCard } from './auth-card';
import { ResetPasswordStep } from './reset-password-step';
import { ResetPinStep } from './reset-pin-step';

type Step = { name: 'pin'; error?: string } | { name: 'password'; pin: string };

/** /reset-password?username=…: check the PIN, then choose the new password, then sign in. */
export function ResetPasswordScreen({ username }: { username: string }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const callbackUrl = useCallbackUrl();
  const goTo = useGoTo();
  const [step, setStep] = useState<Step>({ name: 'pin' });
  const signInAfterReset = signInAfter('reset', username, callbackUrl, router.locale);

  const title = step.name === 'pin' ? t('reset.pin.title') : t('reset.password.title');
  // The username is LTR text (a number or an e-mail) inside a sentence that may be Arabic.
  const subtitle =
    step.name === 'pin' ? (
      <>
        {t('reset.pin.subtitle')}{' '}
        <Box component="bdi" dir="ltr" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {username}
        </Box>
      </>
    ) : (
      t('reset.password.subtitle')
    );

  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        <Link component={ShopLink} href={signInHref(callbackUrl)} color="primary.dark">
          {t('forgot.backToSignIn')}
        </Link>
      }
    >
      {step.name === 'pin' && router.query.sent === '1' ? (
        <Alert severity="info" role="status" sx={{ mb: 3 }}>
          {t('reset.pin.sent')}
        </Alert>
      ) : null}
      {step.name === 'pin' ? (
        <ResetPinStep
          key={step.error ?? 'pin'}
          username={username}
          initialError={step.error}
          onChecked={(pin) => setStep({ name: 'password', pin })}
        />
      ) : (
        <ResetPasswordStep
          username={username}
          pin={step.pin}
          onDone={() => goTo(signInAfterReset)}
          onPinRejected={(error) => setStep({ name: 'pin', error })}
        />
      )}
    </AuthCard>
  );
}
