// @ts-check
const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  // jsdom with Node's fetch, streams and URL globals, which msw/node needs.
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@mocks/(.*)$': '<rootDir>/mocks/$1',
    '^@tests/(.*)$': '<rootDir>/tests/$1',
  },
  testMatch: [
    '<rootDir>/src/**/*.test.{ts,tsx}',
    '<rootDir>/mocks/**/*.test.{ts,tsx}',
    '<rootDir>/tests/unit/**/*.test.{ts,tsx}',
  ],
  testEnvironmentOptions: { customExportConditions: [''] },
};

// msw 2 pulls ESM-only packages; next/jest ignores all of node_modules, so let these through.
// The OTLP exporter's base loads node:http with import(), which Jest's module sandbox runs only
// under --experimental-vm-modules; compiled, it is a require (tests/integration/tracing.test.ts).
const ESM_PACKAGES = [
  '@opentelemetry/otlp-exporter-base',
  'msw',
  '@mswjs',
  '@open-draft',
  'rettime',
  'until-async',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  '@bundled-es-modules',
];

/**
 * Three projects: `unit` (logic and components, jsdom) and the API suite in tests/integration
 * twice, against the embedded SQLite engine and against PostgreSQL (Node environment, each
 * test file on a fresh database of its own).
 */
module.exports = async () => {
  const resolved = await createJestConfig(config)();
  const unit = {
    ...resolved,
    displayName: 'unit',
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  };
  /** @param {'sqlite' | 'postgres'} engine */
  const api = (engine) => ({
    ...unit,
    displayName: `api-${engine}`,
    testEnvironment: 'node',
    testEnvironmentOptions: {},
    testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
    setupFiles: [`<rootDir>/tests/integration/setup/engine-${engine}.ts`],
    setupFilesAfterEnv: [],
    ...(engine === 'postgres'
      ? { globalSetup: '<rootDir>/tests/integration/setup/postgres-global-setup.ts' }
      : {}),
  });
  return {
    projects: [unit, api('sqlite'), api('postgres')],
    // Jest's default keeps one core for its own process, which only waits: on two cores that is
    // one worker, and the unit and API suites took 68 s and 90 s instead of 44 s and 54 s.
    maxWorkers: '100%',
  };
};
