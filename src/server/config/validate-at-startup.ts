import { getDatabase } from '@/server/db/database';
import { log } from '@/server/log';
import { notifyEnv } from '@/server/notify/notify-env';
import { isEnvError, serverEnv } from './server-env';
import { buildSiteUrlWarning, siteOriginRefusal } from './site-origin-check.mjs';
import { trustProxyWarning } from './trust-proxy.mjs';

/** Read by name at run time: Next would put the build's value in place of process.env.NAME. */
const SITE_URL = 'NEXT_PUBLIC_SITE_URL';

export function validateEnvironmentOrExit(): void {
  try {
    serverEnv();
    notifyEnv();
  } catch (error) {
    if (!isEnvError(error)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  // Once per process (instrumentation runs this once, under every way of starting the shop).
  const proxyWarning = trustProxyWarning(serverEnv().TRUST_PROXY);
  if (proxyWarning) log.warn('config.trust_proxy_true', { message: proxyWarning });
  if (process.env.NODE_ENV !== 'production') return;
  // start-server.mjs has checked this before Next loaded; `next start` comes here first.
  const refusal = siteOriginRefusal(process.env);
  if (refusal) {
    console.error(`\n${refusal}\n`);
    process.exit(1);
  }
  // next.config.js records the build's NEXT_PUBLIC_SITE_URL ('' when it had none).
  const warning = buildSiteUrlWarning(process.env.SHOP_BUILD_SITE_URL ?? '', process.env[SITE_URL]);
  if (warning) log.warn('config.site_url_differs_from_build', { message: warning });
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

/** A shop that cannot reach or migrate its database must not start answering requests. */
export async function openDatabaseOrExit(): Promise<void> {
  try {
    await getDatabase();
  } catch (error) {
    console.error(
      `\nThe shop cannot start: the database failed to open.\n  ${describeError(error)}\n`,
    );
    process.exit(1);
  }
}
