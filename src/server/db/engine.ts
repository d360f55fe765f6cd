import path from 'node:path';

/** Which engine a DATABASE_URL names. SQLite is the embedded default. */
export type EngineConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export type EngineKind = EngineConfig['kind'];

/**
 * `file:data/shop.db`, `sqlite:/abs/path.db` or `file::memory:` → SQLite; `postgres://` or
 * `postgresql://` → PostgreSQL. Relative SQLite paths are relative to the working directory
 * (the repository root for every npm script).
 */
export function parseDatabaseUrl(url: string): EngineConfig {
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  const match = /^(?:file|sqlite):(?:\/\/)?(.+)$/.exec(url);
  if (!match?.[1]) throw new Error(`DATABASE_URL is not a SQLite or PostgreSQL URL: ${url}`);
  const file = match[1];
  return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}
