// Types for scripts/lib/cluster.mjs (imported by bench/run.ts, bench/suites/faults.ts and tests/cluster/*.test.ts).
export type Instance = {
  pid: number;
  port: number;
  url: string;
  log: string;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null;
  stop(signal?: NodeJS.Signals, waitMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};
export type Balancer = {
  pid: number;
  url: string;
  conf: string;
  done: Promise<unknown>;
  exited(): unknown;
  stop(): Promise<unknown>;
};
/** One instance of a cluster, stable across its restarts: `pid` is the current process (null while it is down). */
export type ClusterInstance = {
  port: number;
  url: string;
  log: string;
  readonly pid: number | null;
  ready(): Promise<Instance>;
};
export type RestartStep = { port: number; oldPid: number; newPid: number; drainMs: number; totalMs: number };
export type Supervisor = {
  name: string;
  current(): Instance | null;
  ready(): Promise<Instance>;
  history(): {
    t: number;
    kind: string;
    pid?: number;
    exit?: string;
    upMs?: number;
    startMs?: number;
    error?: string;
  }[];
  stats(): { crashes: number; restarts: number };
  restart(): Promise<{ oldPid: number; newPid: number; drainMs: number; totalMs: number }>;
  stop(): Promise<void>;
};
export type Cluster = {
  instances: ClusterInstance[];
  lb: { url: string; conf: string; readonly pid: number | null };
  dir: string;
  supervisors: Supervisor[];
  rollingRestart(o?: { settleMs?: number; log?: (m: string) => void }): Promise<RestartStep[]>;
  kill(port: number, signal?: NodeJS.Signals): number | null;
  killAllNow(): void;
  stop(): Promise<void>;
};
export function safeUrl(url: string): string;
export function ensureDatabase(url: string): Promise<boolean>;
export function databaseIsCurrent(url: string): Promise<boolean>;
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
  detached?: boolean;
}): Promise<Instance>;
export function nginxBinary(): string | null;
export function ensureNginx(say?: (m: string) => void): string | null;
export function nginxConfig(opts: {
  lbPort: number;
  upstreams: (number | string)[];
  dir: string;
  user?: string;
  listen?: string;
  bind?: string;
  maxFails?: number;
  failTimeout?: number;
  production?: boolean;
}): string;
export function nginxFiles(): Record<string, string>;
export const MAX_FAILS: number;
export const FAIL_TIMEOUT_S: number;
export function startNginx(opts: {
  lbPort: number;
  upstreams: number[];
  dir: string;
  binary?: string | null;
  listen?: string;
  bind?: string;
}): Promise<Balancer>;
export function startCluster(opts: {
  distDir: string;
  databaseUrl: string;
  redisUrl?: string;
  ports: number[];
  lbPort: number;
  dir: string;
  env?: Record<string, string>;
  say?: (m: string) => void;
  bind?: string;
  lbListen?: string;
  readyPath?: string;
}): Promise<Cluster>;
export function runDir(name: string): string;
export function clusterPrerequisites(o: { pgUrl: string; redisUrl: string }): Promise<string | null>;
export function dropRedisKeys(redisUrl: string, prefix: string): Promise<void>;
