// The types of front-server.mjs, for the TypeScript that starts it in tests (tsconfig has no
// allowJs) and for the JSDoc of front-server.mjs itself.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface ServerTimeouts {
  /** How long an idle keep-alive connection stays open. */
  keepAliveMs: number;
  /** How long a request's headers may take to arrive. */
  headersMs: number;
  /** How long a whole request, headers and body, may take to arrive. */
  requestMs: number;
  /** How often Node looks for requests past those limits. */
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: Readonly<ServerTimeouts>;

export type FrontLog = (
  level: 'info' | 'warn' | 'error',
  event: string,
  fields: Record<string, string | number>,
) => void;

export interface FrontServerOptions {
  /** Next's request handler. */
  handle: (req: IncomingMessage, res: ServerResponse) => unknown;
  /** The app's folder: its public/ files and public/locales. */
  dir: string;
  /** Where RENDER_BUDGET_PER_MINUTE, RENDER_BUDGET_BURST and TRUST_PROXY are read. */
  env: Record<string, string | undefined>;
  timeouts?: Readonly<ServerTimeouts>;
  log: FrontLog;
}

export interface FrontServer {
  server: Server;
  /** On shutdown: every answer from now on, and those in flight, closes its connection. */
  closeConnections(): void;
}

export function createFrontServer(options: FrontServerOptions): FrontServer;
