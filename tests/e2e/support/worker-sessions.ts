import type { APIRequestContext, PlaywrightWorkerArgs, WorkerInfo } from '@playwright/test';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_SELLER, newAccount, registerByApi } from './accounts';
import { randomAddress } from './client-address';
import { signInRequest, type Credentials } from './session';

/**
 * The demo accounts by role, and `shopper`: a customer account of the worker's own, new and
 * empty when the worker starts, for tests that only need someone signed in.
 */
export type SessionRole = 'admin' | 'seller' | 'customer' | 'shopper';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** The cookies of a session of `role`, signed in on first use and reused by the worker. */
export type WorkerSessions = (role: SessionRole) => Promise<StorageState>;

const DEMO: Record<Exclude<SessionRole, 'shopper'>, Credentials> = {
  admin: DEMO_ADMIN,
  seller: DEMO_SELLER,
  customer: DEMO_CUSTOMER,
};

/**
 * Signing in checks a password hash that is slow on purpose; a worker does it once per role
 * through the API instead of once per test through the sign-in page. Tests that sign out,
 * revoke the token or count what an account holds make accounts of their own instead.
 */
export function workerSessions(
  playwright: PlaywrightWorkerArgs['playwright'],
  workerInfo: WorkerInfo,
): WorkerSessions {
  const states = new Map<SessionRole, Promise<StorageState>>();
  const baseURL = workerInfo.project.use.baseURL;

  async function signIn(role: SessionRole): Promise<StorageState> {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
    });
    try {
      const credentials =
        role === 'shopper' ? { token: await registerByApi(request, newAccount()) } : DEMO[role];
      await signInRequest(request, credentials);
      return await request.storageState();
    } finally {
      await request.dispose();
    }
  }

  return (role) => {
    const known = states.get(role);
    if (known) return known;
    const made = signIn(role);
    states.set(role, made);
    return made;
  };
}
