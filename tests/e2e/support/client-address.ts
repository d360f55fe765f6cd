/**
 * A made-up client address for X-Forwarded-For. The test servers trust the proxy header
 * (playwright.config.ts), so each test, and each worker's session, is a shopper of its own and
 * the per-address sign-up and sign-in budgets are never one run's shared budget.
 */
export function randomAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}
