/**
 * Runs once when a server process starts (dev and `next start`). Validating here means a
 * production server with a missing secret refuses to start instead of failing on first sign-in.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { validateEnvironmentOrExit } = await import('./server/config/validate-at-startup');
  validateEnvironmentOrExit();
}
