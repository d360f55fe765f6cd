/**
 * What to do when the backend refuses the session's token. The app shell registers the
 * handler (sign out, then sign in again with a callbackUrl); the API client only reports.
 */
type Handler = () => void;

let handler: Handler | undefined;

export function setUnauthorizedHandler(next: Handler | undefined): void {
  handler = next;
}

export function notifyUnauthorized(): void {
  if (typeof window !== 'undefined') handler?.();
}
