// ESLint flat config: Next's rules (core web vitals + TypeScript), Prettier's switch-offs, and the layer rule.
// Run by `npm test` (scripts/test-all.mjs, stage "lint") and by `npm run lint`.
// Layers, each importing only the layers below it (docs/architecture.md):
//   lib/kernel ← lib/db ← lib/domain ← lib/pages, lib/api ← app, components
// lib/pages is the page data above the domain: Next's data cache around domain reads, the revalidation hook, the
// request scope of a page. The domain, db and kernel stay free of Next and React (no-restricted-imports below).
// lib/api holds both audiences of the one router; its staff side (lib/api/staff, lib/api/{endpoints,handlers}/staff)
// is for the console only: the storefront's pages and components may not import it.
// lib/config (constants, messages) and lib/platform (adapters, security, chemistry, SEO, Next integration) sit
// beside the kernel: anything may import them, they import only the kernel, config and db.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

/** One zone per layer: files in `target` may not import from any of `from`. */
const layer = (target, from, message) => ({ target, from, message });

const boundaries = [
  layer(
    './lib/kernel',
    ['./lib/db', './lib/domain', './lib/api', './lib/platform', './app', './components'],
    'lib/kernel is the bottom layer: it imports nothing of ours but lib/config.',
  ),
  layer(
    './lib/config',
    ['./lib/kernel', './lib/db', './lib/domain', './lib/api', './lib/platform', './app', './components'],
    'lib/config holds constants and messages only.',
  ),
  // The demo seed (lib/db/seed) fills the database the way the shop would, through the domain's functions: it sits
  // above the domain, like scripts/.
  layer(
    ['./lib/db/*.ts', './lib/db/!(seed)/**'],
    ['./lib/domain', './lib/api', './app', './components'],
    'lib/db may import only lib/kernel, lib/config and lib/platform.',
  ),
  layer(
    './lib/platform',
    ['./lib/domain', './lib/pages', './lib/api', './app', './components'],
    'lib/platform sits below the domain.',
  ),
  layer(
    './lib/domain',
    ['./lib/api', './lib/pages', './app', './components'],
    "lib/domain is business logic: no HTTP layer, pages or components (throw AppError from lib/kernel; declare types in the module's types.ts).",
  ),
  layer(
    './lib/proxy',
    ['./lib/api', './app', './components'],
    "lib/proxy (the proxy's routing decisions) reads the domain and sits below app/.",
  ),
  layer('./lib/domain', ['./scripts'], 'lib/domain does not import shell scripts: scripts/ import the domain.'),
  layer('./lib/api', ['./app', './components'], 'lib/api is below app/ and components/.'),
  layer(
    './lib/pages',
    ['./lib/api', './app', './components'],
    'lib/pages (page data: cached domain reads, revalidation) sits on the domain, below app/ and components/.',
  ),
  layer(
    ['./app/!(console)/**', './app/*.{ts,tsx}', './components/!(console)/**', './components/*.{ts,tsx}'],
    [
      './lib/api/staff',
      './lib/api/endpoints/staff',
      './lib/api/handlers/staff',
      './components/console',
      './app/console',
    ],
    'The storefront does not import the console: staff endpoints, their client and console components stay under app/console and components/console.',
  ),
  layer(
    [
      './lib/api/endpoints/!(staff)/**',
      './lib/api/endpoints/!(index).ts',
      './lib/api/handlers/!(staff)/**',
      './lib/api/handlers/!(index).ts',
    ],
    ['./lib/api/endpoints/staff', './lib/api/handlers/staff'],
    'Buyer endpoints and handlers do not import staff ones (the index files merge both).',
  ),
  layer('./components', ['./app'], 'components/ may not import pages.'),
];

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      '.data/**',
      'bench/results/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      'next-env.d.ts',
      'lib/db/migrations/**',
    ],
  },
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // The domain, db and kernel stay free of Next and React, static imports and import() alike: Next's cache and
    // request scope around domain reads live in lib/pages, framework glue in lib/platform/next.
    files: ['lib/domain/**', 'lib/db/**', 'lib/kernel/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['next', 'next/*', 'react', 'react-dom', 'react/*'],
              message: 'Domain, db and kernel code stays free of Next and React (page data: lib/pages).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^(next|react|react-dom)(\\u002F|$)/]',
          message: 'Domain, db and kernel code stays free of Next and React (page data: lib/pages).',
        },
      ],
    },
  },
  {
    // CommonJS on purpose: Next's config, cache handlers and preloads are loaded by `require` before any bundler.
    files: ['**/*.cjs', 'next.config.js', 'jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // React Compiler rules of eslint-plugin-react-hooks 7: they guard what the compiler assumes when it memoises, and
    // this app does not run the compiler. Kept visible as warnings; the classic rules of hooks stay errors.
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: { 'react-hooks/set-state-in-effect': 'warn', 'react-hooks/refs': 'warn', 'react-hooks/purity': 'warn' },
  },
  {
    // Playwright's fixtures are called `use` and our helpers `useToken`: not React hooks.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Test doubles of untyped CommonJS modules and JSON-LD trees read loosely.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'react/display-name': 'off' },
  },
];

export default config;
