// @ts-check
import fs from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import tseslint from 'typescript-eslint';

const features = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Import boundaries (architecture.md, habit 2), enforced rather than hoped for. */
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: share through src/components, src/lib or src/contracts.',
  })),
  {
    target: [
      './src/!(server|pages)/**/*',
      './src/pages/!(api)/**/*',
      './src/pages/*',
      './mocks/**/*',
      './tests/e2e/**/*',
    ],
    from: './src/server',
    // getServerSideProps reads the session (access is decided on the server), marks shared
    // pages and (with _document, server-only too) reads the request's origin in development
    // through these modules only; Next keeps getServerSideProps' imports out of the browser
    // bundle.
    except: ['./auth/page-session.ts', './cache/index.ts', './http/request-origin.ts'],
    message: 'Only src/server, API routes and instrumentation may import server-only code.',
  },
  {
    target: ['./src/components', './src/lib', './src/theme', './src/config', './src/contracts'],
    from: ['./src/features', './src/shell', './src/pages'],
    message: 'Shared layers must not depend on features, the app shell or pages.',
  },
  {
    target: './src/features',
    from: ['./src/shell', './src/pages'],
    message: 'Features must not depend on the app shell or pages.',
  },
  {
    // The contracts are what server, browser, forms and mocks agree on: they stand alone, so
    // no layer they serve can pull them into a cycle (issue 39). Type-only imports count too.
    target: './src/contracts',
    from: './src',
    except: ['./contracts'],
    message: 'src/contracts depends on nothing in src but itself (and zod).',
  },
  {
    // The data table (and @tanstack/react-table) is the dashboard's: the storefront's bundles
    // must not carry it.
    target: ['./src/features/!(dashboard)/**/*', './src/components/!(data-table)/**/*'],
    from: './src/components/data-table',
    message: 'The data table is for the dashboard only; keep it out of storefront code.',
  },
  {
    // Services and repositories never see the HTTP layer (issue 22): errors come from
    // src/server/errors, cache drops go through catalogueChanged() of src/server/cache. Route
    // files (*-routes.ts) are the HTTP side of a module. auth/page-session.ts and
    // auth/session-cookie.ts read the request itself (client address, cookie header) and are
    // left out on purpose. The command line (cli/) is not HTTP either.
    target: [
      // A module's index.ts is its door: it hands its route map (typed by define-route) out.
      './src/server/modules/**/!(*-routes|index).ts',
      './src/server/auth/!(page-session|session-cookie).ts',
      './src/server/rate-limit',
      './src/server/notify',
      './src/server/db',
      './src/server/errors',
      './src/server/cli',
    ],
    from: './src/server/http',
    message:
      'Services never import the HTTP layer: use @/server/errors/app-error and catalogueChanged from @/server/cache.',
  },
];

/** See the block that uses it: `instanceof` fails across webpack runtimes. */
const noForeignInstanceof = {
  selector:
    "BinaryExpression[operator='instanceof'][right.name!=/^(Error|TypeError|RangeError|SyntaxError|DOMException|Date|RegExp|Map|Set|URL|Blob|File|FormData|Response|ArrayBuffer|Uint8Array|Buffer|Element|HTMLElement|HTMLInputElement|Node|Event)$/]",
  message:
    "Not instanceof a class of the shop or a library: another webpack runtime's copy fails it. Compare a value (isAppError, engineOf, errorKind).",
};

/*
 * One module per resource (ADR 0020): a module's index.ts is its only door. Other code imports
 * `@/server/modules/<name>`, never a file inside it; inside a module, imports are relative and
 * stay in it; SQL runs in *-repository.ts files only.
 */
const moduleDoorsOnly = {
  group: ['@/server/modules/*/*'],
  message: 'Import a module through its door, @/server/modules/<name> (its index.ts).',
};
const kyselyBuilders =
  'selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive';

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'public/sw.js',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'react/jsx-no-literals': [
        'error',
        { noStrings: false, allowedStrings: [':', '©', '·', '|'] },
      ],
      // Production builds swap the buttons' loading spinner out (src/theme/button-loading-off.tsx).
      'react/forbid-component-props': [
        'error',
        {
          forbid: [
            {
              propName: 'loading',
              message: 'Show a busy button by its label and disable it (button-loading-off.tsx).',
            },
          ],
        },
      ],
    },
  },
  {
    // The built server runs the instrumentation hook, the API routes and the pages in separate
    // webpack runtimes, each with its own copy of every module, and hands objects from one to
    // another (the database handle, the attempt budgets, errors): `x instanceof SomeClass` is
    // false for an object made by another copy (issue 37: no row lock was ever taken on
    // PostgreSQL). Compare values instead: isAppError, engineOf (architecture.md, habit 14).
    // The language's and the platform's own classes are one per process, so they are fine.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', noForeignInstanceof],
    },
  },
  {
    // Caching lives in src/server/cache behind one entry (issue 39): public answers, shared
    // pages, their lifetimes and the cross-instance events. Code outside imports the entry
    // only, so what the folder keeps inside can change without touching its users. Tests may
    // reach inside (they drive the caches' parts directly).
    files: ['src/**/*.ts', 'src/**/*.tsx', 'scripts/**/*.ts'],
    ignores: ['src/server/cache/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/server/cache/*', '**/server/cache/*', '../cache/*', './cache/*'],
              message: 'Import caching from its entry, @/server/cache (src/server/cache/index.ts).',
            },
          ],
        },
      ],
    },
  },
  // Import cycles under src are checked by madge (`npm run lint:cycles`, .madgerc), not by
  // import/no-cycle, which added ~50 s to every lint run (issue 22).
  {
    // Browser code keeps what it does not need at first paint out of the first load
    // (docs/adr/0006-performance.md): next-auth's client and zod are loaded on demand.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: [
      'src/server/**',
      'src/contracts/**',
      'src/pages/api/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'src/lib/auth/session-sync.tsx',
      'src/lib/auth/next-auth-client.ts',
      'src/lib/api/use-shop-swr.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next-auth/react',
              message: 'Use @/lib/auth/session (useSession) or @/lib/auth/next-auth-client.',
              allowTypeImports: true,
            },
            {
              name: 'zod',
              message:
                'Browser code imports zod types only; schemas arrive through call() or formContract().',
              allowTypeImports: true,
            },
            {
              // next/link prefetches every visible link's page while the page starts (issue 42).
              name: 'next/link',
              message: 'Use ShopLink (@/components/ui/shop-link): links prefetch on intent only.',
            },
            {
              // An SWRConfig around the app put SWR in every first load (issue 26).
              name: 'swr',
              importNames: ['default', 'SWRConfig'],
              message:
                "Use useShopSWR (@/lib/api/use-shop-swr): the shop's defaults travel with each hook.",
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              // The contract modules that build zod schemas. Their plain values live in
              // zod-free modules beside them (*-limits.ts, *-constants.ts, cart.ts...).
              regex:
                '^@/contracts/(account|address|catalog|contact|envelope|favorite|fields|list|order|shop-info|storefront-calls|staff-catalog|staff-calls|audit|outbox|demo/demo-(endpoints|entities)|dashboard/dashboard-(endpoints|entities))$',
              message:
                'This contract module loads zod: import its types, or its schemas through call(), formContract() or a dynamic import.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'scripts/**/*.ts'],
    // Tests may reach a module's internals where they must (a view count, a stored picture).
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleDoorsOnly] }] },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            moduleDoorsOnly,
            {
              group: ['../*'],
              message: "Another module's files are its own: use its door, @/server/modules/<name>.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['**/*-repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noForeignInstanceof,
        {
          selector: `CallExpression[callee.property.name=/^(${kyselyBuilders})$/]`,
          message: 'SQL runs in *-repository.ts files only (ADR 0020).',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL runs in *-repository.ts files only (ADR 0020).',
        },
        {
          selector: "ImportDeclaration[source.value='kysely'][importKind!='type']",
          message: 'SQL runs in *-repository.ts files only: import kysely types, not its builders.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts', 'mocks/**/*.ts'],
    rules: {
      'react/jsx-no-literals': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook of that name.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // CommonJS: configuration files read by Next and next-i18next, and the modules they and
    // the front server share (security-headers.cjs and what it reads).
    files: ['*.config.js', 'src/**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
