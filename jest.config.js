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
const ESM_PACKAGES = [
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

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  };
};
