// Types for scripts/lib/harness.mjs (imported by bench/run.ts).
export const ROOT: string;
export function run(
  cmd: string,
  args: string[],
  opts?: { env?: Record<string, string>; log?: string; timeoutMs?: number; cwd?: string },
): Promise<number>;
export function tail(file: string, lines?: number): string;
export function buildApp(opts: {
  distDir: string;
  dataDir?: string;
  log?: string;
  timeoutMs?: number;
}): Promise<number>;
export function prepareDb(opts: {
  dataDir: string;
  seedArgs?: string[];
  log?: string;
}): Promise<{ code: number; step: string }>;
export function portInUse(port: number): Promise<boolean>;
export function probeStatus(url: string, timeoutMs?: number): Promise<number>;
export type Server = {
  pid: number;
  url: string;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals, waitMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null;
};
export function startServer(opts: {
  port: number;
  distDir: string;
  dataDir: string;
  databaseUrl?: string;
  log: string;
  readyPath?: string;
  timeoutMs?: number;
  env?: Record<string, string>;
  detached?: boolean;
  /** the checkout whose scripts/start.sh serves `distDir` (default ROOT; bench/ab.ts serves two worktrees) */
  root?: string;
}): Promise<Server>;
/** Newest modification time under the sources that go into a build. */
export function newestSource(): number;
/** A build in distDir newer than every source file. */
export function buildIsCurrent(distDir: string): boolean;
