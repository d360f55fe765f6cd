/**
 * Runs once when a server process starts (dev and `next start`). Validating here means a
 * production server with a missing secret refuses to start instead of failing on first
 * sign-in; opening the database here runs the migrations (and seeds an empty database)
 * before the first request instead of during it. With REDIS_URL, the shared state is
 * connected (at most 2 s; an instance that cannot reach Redis starts degraded and sells).
 * Then the API is registered for server renders to call in process (src/lib/api/call.ts), and
 * the outbox worker starts sending messages (src/server/notify, ADR 0021). With
 * OTEL_EXPORTER_OTLP_ENDPOINT set, spans go to that collector (src/server/tracing).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { validateEnvironmentOrExit, openDatabaseOrExit } =
    await import('./server/config/validate-at-startup');
  validateEnvironmentOrExit();
  // First, so that what follows is traced too; nothing is loaded unless it is configured.
  const { startTracing } = await import('./server/tracing/start-tracing');
  await startTracing();
  await openDatabaseOrExit();
  const { connectSharedState } = await import('./server/shared-state/connect-shared-state');
  await connectSharedState();
  const { registerInProcessApi } = await import('./server/http/in-process-api');
  registerInProcessApi();
  const { startMessages } = await import('./server/notify/start-messages');
  await startMessages();
}
