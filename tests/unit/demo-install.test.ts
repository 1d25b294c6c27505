/**
 * Issue 34: README's first command is `npm install --omit=dev && npm run demo`. What the demo's build, seed and server
 * load must therefore be a dependency, and `npm test` (the second command) installs the developer tools itself when
 * they are missing (scripts/lib/dev-tools.cjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { missingDevTools, ensureDevTools } = require('../../scripts/lib/dev-tools.cjs') as {
  missingDevTools: (root: string) => string[];
  ensureDevTools: (root: string, o: { install: (root: string) => boolean; log: (m: string) => void }) => boolean;
};

const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

test('what the demo’s build, seed and server load is installed by `npm install --omit=dev`', () => {
  const postcss = fs.readFileSync(path.join(process.cwd(), 'postcss.config.mjs'), 'utf8');
  const plugins = [...postcss.matchAll(/'(@?[a-z][\w/.-]*)'\s*:/g)].map((m) => m[1]!);
  expect(plugins).toContain('@tailwindcss/postcss');
  const needed = [
    ...plugins,
    'postcss',
    'tailwindcss',
    // `next build` with a tsconfig.json installs these itself when they are missing, even without the type check
    // (next/dist/lib/verify-typescript-setup.js: requiredPackages).
    'typescript',
    '@types/react',
    '@types/node',
    // scripts/demo.mjs runs scripts/seed.ts with it
    'tsx',
    // lib/platform/observability/log.cjs requires it (development only); the build resolves it and warns
    // `Module not found` when it is missing
    'pino-pretty',
  ];
  const demo = fs.readFileSync(path.join(process.cwd(), 'scripts/demo.mjs'), 'utf8');
  for (const [, name] of demo.matchAll(/bin\('([\w-]+)'\)/g)) expect(['tsx', 'next']).toContain(name);
  for (const name of needed) {
    expect({ name, dependency: name in pkg.dependencies }).toEqual({ name, dependency: true });
    expect(pkg.devDependencies[name]).toBeUndefined();
  }
});

type LockEntry = {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
  dev?: boolean;
};
const lock = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const npmrc = Object.fromEntries(
  (fs.existsSync(path.join(process.cwd(), '.npmrc')) ? fs.readFileSync(path.join(process.cwd(), '.npmrc'), 'utf8') : '')
    .split('\n')
    .filter((l) => /^[\w-]+\s*=/.test(l))
    .map((l) => l.split('=').map((s) => s.trim())),
) as Record<string, string>;

describe('an install from the lockfile with a warm npm cache asks the registry nothing', () => {
  test('every package to download has its tarball URL and hash in package-lock.json, and .npmrc keeps them', () => {
    // Without `resolved` npm fetches each package's registry document first (475 requests for the demo install).
    expect(npmrc['omit-lockfile-registry-resolved']).toBe('false');
    const incomplete = Object.entries(lock.packages)
      .filter(([key, p]) => key && !p.link && !p.inBundle)
      .filter(([, p]) => !(p.resolved?.startsWith('https://') && p.integrity?.startsWith('sha512-')))
      .map(([key]) => key);
    expect(incomplete).toEqual([]);
  });

  test('no advisory or funding request after the install', () => {
    expect({ audit: npmrc.audit, fund: npmrc.fund }).toEqual({ audit: 'false', fund: 'false' });
  });

  test('the demo install gets one copy of @swc/helpers and no es-abstract polyfills', () => {
    const demo = Object.entries(lock.packages)
      .filter(([key, p]) => key && !p.dev)
      .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
    // exceljs > unzipper > binary > chainsaw accepts traverse 0.3.x; 0.3.10 pulls ~70 polyfill packages, 0.3.9 none.
    expect(demo).not.toContain('es-abstract');
    expect(demo.filter((n) => n === '@swc/helpers')).toHaveLength(1);
  });

  test('no react-aria or react-stately monolith: @headlessui/react uses two hooks of it', () => {
    const demo = Object.entries(lock.packages)
      .filter(([key, p]) => key && !p.dev)
      .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
    // @react-aria/focus ≥ 3.22 and @react-aria/interactions ≥ 3.28 (and utils, ssr) re-export from `react-aria`, 7,258
    // files, and `react-stately`, 1,571 — a fifth of the demo install's files. package.json's overrides keep the
    // last releases before that (same hooks, same ranges @headlessui/react asks for).
    expect(demo).toContain('@react-aria/focus');
    expect(demo).not.toContain('react-aria');
    expect(demo).not.toContain('react-stately');
  });
});

describe('npm test installs the developer tools when they are missing', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-tools-'));
    fs.writeFileSync(
      path.join(root, 'package.json'),
      JSON.stringify({ dependencies: { next: '1' }, devDependencies: { jest: '1', '@playwright/test': '1' } }),
    );
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const put = (name: string) => {
    fs.mkdirSync(path.join(root, 'node_modules', name), { recursive: true });
    fs.writeFileSync(path.join(root, 'node_modules', name, 'package.json'), '{}');
  };

  test('after `npm install --omit=dev`: one line, then the install, then ready', () => {
    put('next');
    const lines: string[] = [];
    const installs: string[] = [];
    const ok = ensureDevTools(root, {
      install: (r) => {
        installs.push(r);
        put('jest');
        put('@playwright/test');
        return true;
      },
      log: (m) => lines.push(m),
    });
    expect(ok).toBe(true);
    expect(installs).toEqual([root]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/jest, @playwright\/test.*npm install/);
  });

  test('with everything installed: no install, nothing said', () => {
    put('jest');
    put('@playwright/test');
    const lines: string[] = [];
    const install = () => {
      throw new Error('installed although nothing was missing');
    };
    expect(ensureDevTools(root, { install, log: (m) => lines.push(m) })).toBe(true);
    expect(lines).toEqual([]);
  });

  test('a failed install, or one that leaves a tool missing, is reported', () => {
    expect(ensureDevTools(root, { install: () => false, log: () => {} })).toBe(false);
    expect(ensureDevTools(root, { install: () => (put('jest'), true), log: () => {} })).toBe(false);
    expect(missingDevTools(root)).toEqual(['@playwright/test']);
  });
});
