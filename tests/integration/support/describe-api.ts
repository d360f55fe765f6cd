import { afterAll, beforeAll, describe } from '@jest/globals';
import type { LimitConfig } from '@/server/rate-limit/attempt-limits';
import { ApiClient } from './api-client';
import { engineAvailable, testEngine } from './test-database';
import { startTestApi, type TestApi } from './test-server';

export interface ApiSuite {
  api: ApiClient;
  server: TestApi;
}

/**
 * A describe block with the API running over its own fresh database, on the engine of the
 * Jest project. Skipped (the global setup says why) only where PostgreSQL is missing
 * outside CI.
 */
export function describeApi(
  name: string,
  body: (suite: ApiSuite) => void,
  options: { limits?: Partial<LimitConfig> } = {},
): void {
  const run = engineAvailable() ? describe : describe.skip;
  run(`${name} [${testEngine()}]`, () => {
    const suite = {} as ApiSuite;
    beforeAll(async () => {
      suite.server = await startTestApi(options);
      suite.api = new ApiClient(suite.server.baseUrl);
    }, 60_000);
    afterAll(async () => {
      await suite.server.stop();
    }, 60_000);
    body(suite);
  });
}
