/**
 * The sign-in error names the spec lists (section 8), next-auth's own error-page codes, and
 * the two the shop's credentials provider raises. Each has a title and an explanation in the
 * `auth` namespace under `authError.names.<name>`.
 */
export const AUTH_ERROR_NAMES = [
  'SessionRequired',
  'UnknownError',
  'OAuthCallbackError',
  'AccountNotLinkedError',
  'MissingAPIRouteError',
  'MissingSecretError',
  'MissingAuthorizeError',
  'MissingAdapterError',
  'UnsupportedStrategyError',
  'InvalidCallbackUrl',
  'Configuration',
  'AccessDenied',
  'Verification',
  'CredentialsSignin',
  'TooManyAttempts',
  'Default',
] as const;

export type AuthErrorName = (typeof AUTH_ERROR_NAMES)[number];

/** Any name next-auth puts in `?error=`; unknown or missing ones read as `Default`. */
export function authErrorName(value: unknown): AuthErrorName {
  const name = Array.isArray(value) ? (value as unknown[])[0] : value;
  return AUTH_ERROR_NAMES.find((known) => known === name) ?? 'Default';
}

/** Errors the sign-in form explains itself; anything else shows the general message. */
export type SignInNotice = 'SessionRequired' | 'CredentialsSignin' | 'TooManyAttempts' | 'Default';

export function signInNotice(value: unknown): SignInNotice | undefined {
  if (value === undefined) return undefined;
  const name = authErrorName(value);
  return name === 'SessionRequired' || name === 'CredentialsSignin' || name === 'TooManyAttempts'
    ? name
    : 'Default';
}
