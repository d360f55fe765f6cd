import type { RouteName } from '@/contracts/routes';
import { routePath } from './route-of';

type KeyPart = string | number | boolean | undefined;

/**
 * The SWR key of a call's answer: the route's path with its parameters (from the contract's
 * table, never typed by hand), then what else the answer depends on: the account, the
 * language, a page. Writers and readers of a cache entry build it the same way, so checkout
 * can put a just-placed order where the order page will look for it.
 */
export function callKey(
  name: RouteName,
  params?: Readonly<Record<string, string | number>>,
  ...scope: KeyPart[]
): readonly [string, ...KeyPart[]] {
  return [routePath(name, params), ...scope];
}

/** A signed-in shopper's call: no key (SWR waits) until the account is known. */
export function accountCallKey(
  name: RouteName,
  params: Readonly<Record<string, string | number>> | undefined,
  account: string | undefined,
  ...scope: KeyPart[]
): readonly [string, ...KeyPart[]] | null {
  return account ? callKey(name, params, account, ...scope) : null;
}

/** For `mutate`: matches every cached answer of that call, whatever account or language. */
export function isCallKey(
  name: RouteName,
  params?: Readonly<Record<string, string | number>>,
): (key: unknown) => boolean {
  const path = routePath(name, params);
  return (key) => Array.isArray(key) && key[0] === path;
}
