/**
 * The bench suite interface (see bench/README.md). A suite is a file in bench/suites/ whose default export is
 * `{ name, description?, run(ctx) }`; run() measures with ctx.load / ctx.ttfb and returns its metrics.
 */

/** Percentiles in milliseconds (exact, computed from every recorded sample). */
export type Percentiles = {
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  count: number;
};

/** One HTTP request autocannon sends. Paths are relative to the server (`/goodsDetail/12`). */
export type Req = { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

export type LoadOptions = {
  /** A short label for the log. */
  title: string;
  /** Called for every request: return the next one (randomise ids here). */
  next: () => Req;
  /** Concurrent connections (default ctx.opts.connections). */
  connections?: number;
  /** Measured seconds (default ctx.opts.duration). */
  duration?: number;
  /** Warm-up seconds before measuring, not recorded (default ctx.opts.warmup; 0 to skip). */
  warmup?: number;
  /** Per-request timeout in seconds (default 30). */
  timeout?: number;
};

export type LoadResult = {
  title: string;
  connections: number;
  duration: number;
  requests: number;
  /** Completed 2xx/3xx responses per second. */
  rps: number;
  /** Full response time (first byte sent → last byte received), every response. */
  latency: Percentiles;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCounts: Record<string, number>;
  /** Peak server RSS (MB) during this measurement. */
  rssPeakMb: number;
};

/** Catalogue facts read from the bench database before the server starts (random sample, fixed seed). */
export type Sample = {
  productCount: number;
  products: {
    id: number;
    code: string;
    cas: string | null;
    formula: string | null;
    name: string;
    smiles: string | null;
  }[];
  /** [productId, skuId] pairs. */
  skus: [number, number][];
  categories: { id: number; name: string; products: number }[];
};

/**
 * `--cluster`: the instances behind nginx that ctx.baseUrl (the balancer) spreads the load over, supervised
 * (scripts/lib/cluster.mjs) — for the soak's RSS per instance and the faults suite's kill -9 and rolling restart.
 */
export type BenchCluster = {
  lbUrl: string;
  instances: { port: number; url: string; pid: () => number | null; rssMb: () => number }[];
  /** A signal (SIGKILL) to the current process of the instance on `port`; its pid, or null when it is down. */
  kill: (port: number, signal?: NodeJS.Signals) => number | null;
  /** One instance at a time: drained (SIGTERM), started again, ready; then the next. */
  rollingRestart: () => Promise<{ port: number; oldPid: number; newPid: number; drainMs: number; totalMs: number }[]>;
  /** What the supervisor said so far (deaths, restarts). */
  log: string[];
  /** The database the instances share (postgres://…). */
  databaseUrl: string;
};

export type BenchContext = {
  /** http://127.0.0.1:<port> — only this server (with --cluster: the balancer) is ever measured. */
  baseUrl: string;
  /** The server's pid (RSS is read from /proc/<pid>); with --cluster the first instance's at the start. */
  pid: number;
  opts: {
    duration: number;
    warmup: number;
    connections: number;
    products: number | 'demo';
    soakSeconds: number;
    port: number;
  };
  /** Set with --cluster (null otherwise). */
  cluster: BenchCluster | null;
  /** The build the server runs (suites that start servers of their own use it too). */
  distDir: string;
  /** A copy of the seeded bench database taken before the server opened it (for suites with `wantsDataCopy`). */
  dataCopy: string | null;
  sample: Sample;
  /** Deterministic random generator (seeded per suite). */
  random: () => number;
  pick: <T>(list: readonly T[]) => T;
  /** Load with autocannon: warm-up, then a measured run; records every response time. */
  load: (o: LoadOptions) => Promise<LoadResult>;
  /** Time to first byte (response headers) of `count` requests at `concurrency`, bounded by `maxSeconds`. */
  ttfb: (
    next: () => Req,
    o?: { count?: number; concurrency?: number; maxSeconds?: number },
  ) => Promise<Percentiles & { errors: number }>;
  /**
   * Paced (open-model) load: `rate` req/s evenly spaced over at most `connections` connections (default
   * opts.connections) for `seconds` (default opts.duration); TTFB and response time from each scheduled start.
   */
  paced: (
    next: () => Req,
    o: { rate: number; connections?: number; seconds?: number },
  ) => Promise<{
    ttfb: Percentiles;
    total: Percentiles;
    sent: number;
    errors: number;
    non2xx: number;
    achievedRps: number;
  }>;
  /** One request (status and body) — for sanity checks before measuring. */
  fetch: (req: Req | string) => Promise<{ status: number; text: string; ms: number }>;
  /** Current server RSS in MB (process and its children; with --cluster the sum over the instances). */
  rssMb: () => number;
  log: (msg: string) => void;
};

/** A pass/fail statement about what a user relies on (the CI's short runs count them as tests). */
export type Check = { name: string; ok: boolean; detail?: string };

export type SuiteResult = {
  /** Goals checked by this suite (soak, faults): test-all counts them in CI. */
  checks?: Check[];
  /** Flat metric name → value (ms, req/s, MB, ratio). null = could not measure (explain in notes). */
  metrics: Record<string, number | null>;
  /** Raw measurements, kept in the JSON for later analysis. */
  runs?: LoadResult[];
  notes?: string[];
};

export type BenchSuite = {
  name: string;
  description?: string;
  /**
   * Runs before the bench server opens the database (embedded PGlite has one owner at a time), with that database
   * open: fixtures of the suite (buyers, stock). `db` is the bench database handle.
   */
  prepare?: (p: { db: import('../lib/db/client').Db; opts: BenchContext['opts'] }) => Promise<void>;
  /** The suite wants ctx.dataCopy: its own copy of the seeded database (it runs servers of its own on it). */
  wantsDataCopy?: boolean;
  /**
   * Heavy suites on large fixtures of their own (search-10m, sitemap-1m): left out of a run unless named in `--suites`
   * or BENCH_LARGE=1 is set.
   */
  optIn?: boolean;
  run: (ctx: BenchContext) => Promise<SuiteResult>;
};
