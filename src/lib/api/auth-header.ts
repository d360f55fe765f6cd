/** The Authorization header for a signed-in call whose token came with the SWR key. */
export function authHeader(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}
