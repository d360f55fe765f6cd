/**
 * Whether the browser holds a session, for the API client's 401 handling. The calls carry
 * the session cookie by themselves; the auth feature registers this provider (the next-auth
 * session) so that a 401 while signed in ends the session (signed out elsewhere, revoked).
 */
export type SignedInProvider = () => boolean;

let provider: SignedInProvider | undefined;

export function setSignedInProvider(next: SignedInProvider | undefined): void {
  provider = next;
}

export function isSignedIn(): boolean {
  return provider ? provider() : false;
}
