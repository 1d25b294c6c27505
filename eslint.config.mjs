// ESLint flat config: Next's rules (core web vitals + TypeScript), Prettier's switch-offs, and the layer rule.
// Run by `npm test` (scripts/test-all.mjs, stage "lint") and by `npm run lint`.
// Layers, each importing only the layers below it (docs/architecture.md):
//   lib/kernel ← lib/db ← lib/domain ← lib/api ← app, components
// lib/config (constants, messages) and lib/platform (adapters, security, chemistry, SEO, Next integration) sit
// beside the kernel: anything may import them, they import only the kernel, config and db.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

/** One zone per layer: files in `target` may not import from any of `from`. */
const layer = (target, from, message) => ({ target, from, message });

const boundaries = [
  layer('./lib/kernel', ['./lib/db', './lib/domain', './lib/api', './lib/platform', './app', './components'], 'lib/kernel is the bottom layer: it imports nothing of ours but lib/config.'),
  layer('./lib/config', ['./lib/kernel', './lib/db', './lib/domain', './lib/api', './lib/platform', './app', './components'], 'lib/config holds constants and messages only.'),
  // The demo seed (lib/db/seed) fills the database the way the shop would, through the domain's functions: it sits
  // above the domain, like scripts/.
  layer(['./lib/db/*.ts', './lib/db/!(seed)/**'], ['./lib/domain', './lib/api', './app', './components'], 'lib/db may import only lib/kernel, lib/config and lib/platform.'),
  layer('./lib/platform', ['./lib/domain', './lib/api', './app', './components'], 'lib/platform sits below the domain.'),
  layer('./lib/domain', ['./lib/api', './app', './components'], 'lib/domain is business logic: no HTTP layer, pages or components (throw AppError from lib/kernel; declare types in the module\'s types.ts).'),
  layer('./lib/api', ['./app', './components'], 'lib/api is below app/ and components/.'),
  layer('./components', ['./app'], 'components/ may not import pages.'),
];

export default [
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', '.data/**', 'bench/results/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'public/**', 'next-env.d.ts', 'lib/db/migrations/**'],
  },
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['lib/domain/**', 'lib/db/**', 'lib/kernel/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['next', 'next/*', 'react', 'react-dom', 'react/*'], message: 'Domain, db and kernel code stays free of Next and React.' }] },
      ],
    },
  },
];
