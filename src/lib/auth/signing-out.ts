let leaving = false;

/**
 * True once the shopper chose to sign out (until the page that follows loads). Apart from
 * sign-out.ts so that AuthBridge, on every page, reads the flag without carrying sign-out
 * itself (and the worker's cache clearing) in every page's first load.
 */
export function isSigningOut(): boolean {
  return leaving;
}

export function setSigningOut(value: boolean): void {
  leaving = value;
}
