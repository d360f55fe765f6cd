import { useRouter } from 'next/router';
import { safeCallbackUrl } from '@/lib/auth/auth-paths';
import { localePath } from '@/lib/i18n/locale-path';

/** Where to go after signing in: the page's callbackUrl if it is ours, else home in this language. */
export function useCallbackUrl(): string {
  const router = useRouter();
  return safeCallbackUrl(router.query.callbackUrl, localePath('/', router.locale));
}

/**
 * Goes to a callbackUrl. It already carries its locale prefix (`/ar/checkout`), so the router
 * must not add one (`locale: false`).
 */
export function useGoTo() {
  const router = useRouter();
  return (url: string) => router.replace(url, undefined, { locale: false });
}
