/** A PostgreSQL URL with rights to create databases (TEST_POSTGRES_URL overrides). */
export function adminPostgresUrl(): string {
  return process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** The same server, another database. */
export function postgresUrlFor(database: string): string {
  const url = new URL(adminPostgresUrl());
  url.pathname = `/${database}`;
  return url.toString();
}
