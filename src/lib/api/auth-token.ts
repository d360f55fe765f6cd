/**
 * Where the API client gets the signed-in user's bearer token. The auth feature registers a
 * provider (the next-auth session); until then, calls go out without Authorization.
 */
export type TokenProvider = () => string | undefined | Promise<string | undefined>;

let provider: TokenProvider | undefined;

export function setAuthTokenProvider(next: TokenProvider | undefined): void {
  provider = next;
}

export async function currentAuthToken(): Promise<string | undefined> {
  return provider ? provider() : undefined;
}
