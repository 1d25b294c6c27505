/** The run-time page cache is bounded: memory LRU of ROUTE_CACHE_MEMORY_MB, no disk unless ROUTE_CACHE_DISK=1. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routeCacheConfig, DEFAULT_MEMORY_MB } = require('../../lib/platform/next/route-cache-config.cjs') as {
  routeCacheConfig: (env: Record<string, string | undefined>) => {
    cacheMaxMemorySize: number;
    isrFlushToDisk: boolean;
  };
  DEFAULT_MEMORY_MB: number;
};
const MB = 1024 * 1024;

test('default: 64 MB in memory, nothing written to disk', () => {
  expect(DEFAULT_MEMORY_MB).toBe(64);
  expect(routeCacheConfig({})).toEqual({ cacheMaxMemorySize: 64 * MB, isrFlushToDisk: false });
});

test('ROUTE_CACHE_MEMORY_MB sets the size, within 8..1024 MB; nonsense keeps the default', () => {
  expect(routeCacheConfig({ ROUTE_CACHE_MEMORY_MB: '200' }).cacheMaxMemorySize).toBe(200 * MB);
  expect(routeCacheConfig({ ROUTE_CACHE_MEMORY_MB: '1' }).cacheMaxMemorySize).toBe(8 * MB);
  expect(routeCacheConfig({ ROUTE_CACHE_MEMORY_MB: '99999' }).cacheMaxMemorySize).toBe(1024 * MB);
  for (const bad of ['', 'abc', '-5', '0'])
    expect(routeCacheConfig({ ROUTE_CACHE_MEMORY_MB: bad }).cacheMaxMemorySize).toBe(64 * MB);
});

test("ROUTE_CACHE_DISK=1 (or true/yes/on) opts in to Next's unbounded disk cache; anything else does not", () => {
  for (const on of ['1', 'true', 'YES', ' on '])
    expect(routeCacheConfig({ ROUTE_CACHE_DISK: on }).isrFlushToDisk).toBe(true);
  for (const off of ['', '0', 'false', 'no', 'disk'])
    expect(routeCacheConfig({ ROUTE_CACHE_DISK: off }).isrFlushToDisk).toBe(false);
});

test('next.config.js applies it', () => {
  const saved = { ...process.env };
  try {
    process.env.ROUTE_CACHE_MEMORY_MB = '32';
    delete process.env.ROUTE_CACHE_DISK;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const cfg = require('../../next.config.js') as {
        cacheMaxMemorySize: number;
        experimental: { isrFlushToDisk: boolean };
      };
      expect(cfg.cacheMaxMemorySize).toBe(32 * MB);
      expect(cfg.experimental.isrFlushToDisk).toBe(false);
    });
  } finally {
    process.env = saved;
  }
});
