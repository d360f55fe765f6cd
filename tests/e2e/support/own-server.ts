import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import buildConfig from './build-config.json';

/*
 * A production server of a test's own, on a port of its own, for the specs that stop it
 * (shutdown.spec.ts) or swap its build (deploy.spec.ts): Playwright's shared servers must
 * outlive every test.
 */

export type OwnServer = {
  child: ChildProcess;
  /** Everything the server printed so far. */
  log: () => string;
  exited: Promise<number | null>;
};

export type OwnServerOptions = {
  port: number;
  databaseFile: string;
  /** A build other than the default .next (the browser tests' configured build). */
  distDir?: string;
};

export const ownOrigin = (port: number) => `http://127.0.0.1:${port}`;

/** Starts the built shop and resolves once its health check answers. */
export async function startOwnServer({
  port,
  databaseFile,
  distDir,
}: OwnServerOptions): Promise<OwnServer> {
  const origin = ownOrigin(port);
  const child = spawn(
    process.execPath,
    ['src/server/start-server.mjs', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ...(distDir ? { NEXT_DIST_DIR: distDir } : {}),
        DATABASE_URL: `file:${databaseFile}`,
        NEXTAUTH_SECRET: buildConfig.secret,
        // A production server starts only with these two agreeing (site-origin-check.mjs).
        NEXTAUTH_URL: origin,
        NEXT_PUBLIC_SITE_URL: origin,
        TRUST_PROXY: 'loopback',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { child, log: () => output, exited };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output}`);
}

/** Stops it as a deploy would (SIGTERM, which drains), and waits until it has exited. */
export async function stopOwnServer(server: OwnServer): Promise<void> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

/** The SQLite file and its journal files. */
export function removeDatabase(databaseFile: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${databaseFile}${suffix}`, { force: true });
}
