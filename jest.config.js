// Jest: unit tests (pure logic, node or jsdom) and API integration tests (PGlite, and PostgreSQL when it answers).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    // Components read the route through lib/client/route-hooks.ts (not next/navigation: issue 34's JS budget); tests
    // mock next/navigation, so Jest hands them next/navigation's hooks under that name.
    '^@/lib/client/route-hooks$': '<rootDir>/tests/helpers/route-hooks.ts',
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/helpers/empty.js',
  },
  testTimeout: 30000,
  // Each test file leaves Node's shared prototypes as it found them (tests/helpers/restore-prototypes.ts).
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/restore-prototypes.ts'],
};
module.exports = {
  testTimeout: 30000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'], testEnvironment: 'node' },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      testEnvironment: 'node',
      globalSetup: '<rootDir>/tests/helpers/global-setup.ts',
    },
  ],
};
