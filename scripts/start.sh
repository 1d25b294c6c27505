#!/usr/bin/env bash
# npm start — serve the production build (`next build` first) on $PORT (default 3000).
#
# PGlite takes no lock on its folder and two processes writing one folder corrupt it, so:
#   * refuse to start while another live server holds the embedded database folder
#     (lock file `<dataDir>.server.pid`, the same one lib/db/lock.ts reads: migrate and seed refuse to run then);
#   * write our pid into it, then `exec` Next (same pid: no wrapper, no orphan holding the port);
#   * scripts/server-lock.cjs (preloaded) removes the lock when the server exits.
# Environment: PORT, HOSTNAME_BIND (-H), DATABASE_URL (postgres://… or a PGlite folder; default .data/pglite),
#              NEXT_DIST_DIR (build folder; default .next), SERVER_HEAP_MB (V8 heap limit; default 768),
#              MALLOC_MMAP_THRESHOLD_ (glibc; default 131072, see below), MALLOC_TRIM_THRESHOLD_ (glibc; default
#              33554432, see below), PAGES_STRING_RENDER (0: Next's own render), PGLITE_WORKER (0: the embedded
#              database on the event loop; default 1, on a worker thread), KEEP_ALIVE_TIMEOUT_MS (idle keep-alive
#              connections; default 65000, above a balancer's 60 s), SHUTDOWN_GRACE_MS / SHUTDOWN_TIMEOUT_MS
#              (graceful shutdown on SIGTERM, lib/platform/next/lifecycle.cjs).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export NODE_ENV=production
PORT="${PORT:-3000}"
DIST="${NEXT_DIST_DIR:-.next}"

if [[ ! -f "$DIST/BUILD_ID" ]]; then
  echo "✗ No production build in $DIST/. Run \`npm run build\` (or \`npm run demo\`) first." >&2
  exit 1
fi

url="${DATABASE_URL:-}"
shopt -s nocasematch
if [[ "$url" =~ ^postgres(ql)?:// ]]; then
  lock=""
  echo "▸ database: PostgreSQL (${url%%@*}@…)" | sed -E 's#(://[^:@/]*):[^@]*@#\1:***@#'
else
  dir="${url#file:}"
  [[ -z "${dir// /}" ]] && dir=".data/pglite"
  dir="$(realpath -ms -- "$dir")"
  lock="$dir.server.pid"
  echo "▸ database: embedded PGlite in $dir"
  if [[ ! -d "$dir" ]]; then
    echo "✗ $dir does not exist. Run \`npm run db:migrate\` and \`npm run seed\` (or \`npm run demo\`) first." >&2
    exit 1
  fi
  if [[ -f "$lock" ]]; then
    pid="$(tr -dc '0-9' < "$lock" || true)"
    if [[ -n "$pid" && "$pid" != "$$" ]] && kill -0 "$pid" 2>/dev/null; then
      echo "✗ Another server (pid $pid) holds the embedded database folder $dir." >&2
      echo "  PGlite has no locking, and two processes writing one folder corrupt it." >&2
      echo "  Stop it first (kill $pid), or point DATABASE_URL at another folder." >&2
      exit 3
    fi
    rm -f "$lock" # stale
  fi
  echo "$$" > "$lock"
  export MALL_SERVER_LOCK="$lock"
  # PostgreSQL (WebAssembly) on a thread of its own, beside the event loop that renders pages (lib/db/pglite-remote.ts,
  # docs/decisions/0015-crawler-scale.md); PGLITE_WORKER=0 keeps it on the event loop.
  export PGLITE_WORKER="${PGLITE_WORKER:-1}"
  export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--require=$PWD/scripts/server-lock.cjs"
fi
shopt -u nocasematch

# Before Next loads its runtimes: the pages router (the goods page) renders HTML with React's string renderer
# instead of three web-stream renders read back into strings (lib/platform/next/pages-fizz.cjs; PAGES_STRING_RENDER=0: off).
export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--require=$PWD/lib/platform/next/server-preload.cjs"

# V8 sizes its heap limit from the machine's memory and then lets garbage pile up long before it collects: under a
# burst of first renders the server's RSS went past the 800 MB goal. A limit of SERVER_HEAP_MB (default 768)
# makes it collect earlier (a lower peak, same throughput); the live heap stays far below it (typed arrays of
# the structure index and the WASM heaps of PGlite and RDKit are outside it). An explicit NODE_OPTIONS limit wins.
heap="${SERVER_HEAP_MB:-768}"
if [[ "${NODE_OPTIONS:-}" != *max-old-space-size* && "$heap" =~ ^[0-9]+$ ]]; then
  export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--max-old-space-size=$heap"
fi

# glibc serves a large allocation (≥ 128 KB) from mmap and returns it to the system on free, but after the first
# such free it raises that threshold up to 32 MB. From then on, multi-megabyte buffers (the structure index's
# fingerprint batches at start, big responses) come from the malloc heap, whose freed holes stay in the RSS: with
# the 1M-molecule index the server kept far more than the index needs until the threshold was pinned at 128 KB
# (docs/decisions/0013-structure-search-1m.md). An explicit value in the environment wins.
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
# Pinning the mmap threshold also stops glibc from raising its trim threshold, which stays at 128 KB: every free
# that leaves 128 KB at the top of a heap hands those pages back, and the next allocation faults them in again
# (in a thread's heap: an munmap, which interrupts every other thread of the process). Under page traffic that was
# most of the time of ordinary mid-sized allocations, and every first render of a goods page paid for it
# (docs/investigations/crawler-scale.md, pass 5). At most 32 MB of free memory
# is kept at a heap's top (glibc's own ceiling when it adjusts by itself is 64 MB); the multi-megabyte buffers
# still come from mmap and go back at once. An explicit value in the environment wins.
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-33554432}"

# Idle keep-alive connections stay open 65 s (Node's default is 5 s): longer than a balancer keeps its idle upstream
# connections (the generated nginx: 5 s; cloud balancers: 60 s), so the balancer always closes first and never sends a
# request on a connection the app is closing (a reset, and a POST is never retried). headersTimeout follows it
# (lib/platform/next/lifecycle.cjs).
keepalive="${KEEP_ALIVE_TIMEOUT_MS:-65000}"
[[ "$keepalive" =~ ^[1-9][0-9]*$ ]] || keepalive=65000

echo "▸ serving $DIST on http://${HOSTNAME_BIND:-localhost}:$PORT (pid $$)"
exec node_modules/.bin/next start -p "$PORT" ${HOSTNAME_BIND:+-H "$HOSTNAME_BIND"} --keepAliveTimeout "$keepalive"
