import { COOKIE_NAMES } from '@/config/site';
import { readCookie, writePreferenceCookie } from '@/lib/cookies';

export function hasVisited(): boolean {
  return readCookie(COOKIE_NAMES.visited) !== undefined;
}

export function markVisited(): void {
  writePreferenceCookie(COOKIE_NAMES.visited, 'true');
}
