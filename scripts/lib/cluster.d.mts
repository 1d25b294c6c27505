// Types for scripts/lib/cluster.mjs (imported by bench/run.ts, bench/suites/faults.ts and tests/cluster/*.test.ts).
export type Instance = {
  pid: number;
  port: number;
  url: string;
  log: string;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};
export type Balancer = { pid: number; url: string; conf: string; exited(): unknown; stop(): Promise<unknown> };
export type Cluster = { instances: Instance[]; lb: Balancer; dir: string; stop(): Promise<void> };
export function safeUrl(url: string): string;
export function ensureDatabase(url: string): Promise<boolean>;
export function dropDatabase(url: string): Promise<void>;
export function prepareDatabase(url: string, log: string, seedArgs?: string[]): Promise<{ code: number; step: string }>;
export function startInstance(opts: {
  port: number;
  distDir: string;
  databaseUrl: string;
  env?: Record<string, string>;
  log: string;
  readyPath?: string;
  timeoutMs?: number;
}): Promise<Instance>;
export function nginxBinary(): string | null;
export function ensureNginx(say?: (m: string) => void): string | null;
export function nginxConfig(opts: { lbPort: number; upstreams: number[]; dir: string; user?: string }): string;
export function startNginx(opts: { lbPort: number; upstreams: number[]; dir: string; binary?: string | null }): Promise<Balancer>;
export function startCluster(opts: {
  distDir: string;
  databaseUrl: string;
  redisUrl?: string;
  ports: number[];
  lbPort: number;
  dir: string;
  env?: Record<string, string>;
  say?: (m: string) => void;
}): Promise<Cluster>;
export function runDir(name: string): string;
