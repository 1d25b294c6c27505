/**
 * npm run review -- --list                         pending verification requests (real-name, enterprise, join)
 * npm run review -- --list --all                   the latest 100 requests of any status
 * npm run review -- --approve <id>                 approve one (identity status '2' / organisation certified / member)
 * npm run review -- --reject <id> --reason "…"     reject one; the buyer sees the reason
 *
 * Plays the staff reviewer on DATABASE_URL from a shell (the console does it too); every change goes through
 * lib/domain/accounts/verification/state.ts (pending → approved | rejected). On embedded PGlite stop the server first
 * (one process holds the folder); on PostgreSQL it runs beside the servers.
 */
import { openDb, resolveTarget } from '../lib/db/client';
import { assertNotHeld } from '../lib/db/lock';
import { approveRequest, listRequests, rejectRequest } from '../lib/domain/accounts/verification';

type Cmd = { op: 'list'; all: boolean } | { op: 'approve'; id: number } | { op: 'reject'; id: number; reason: string };

const USAGE = 'npm run review -- --list [--all] | --approve <id> | --reject <id> --reason "原因"';

export function parseArgs(argv: string[]): Cmd {
  const id = (v: string | undefined) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`a request id is needed (${USAGE})`);
    return n;
  };
  const at = (flag: string) => argv.indexOf(flag);
  if (at('--approve') >= 0) return { op: 'approve', id: id(argv[at('--approve') + 1]) };
  if (at('--reject') >= 0) {
    const reason = at('--reason') >= 0 ? (argv[at('--reason') + 1] ?? '').trim() : '';
    if (!reason) throw new Error(`--reject needs --reason "…" (the buyer reads it)`);
    return { op: 'reject', id: id(argv[at('--reject') + 1]), reason };
  }
  if (argv.length === 0 || at('--list') >= 0) return { op: 'list', all: at('--all') >= 0 };
  throw new Error(USAGE);
}

const KIND = { realname: '实名认证', enterprise: '企业认证', join: '加入企业' } as Record<string, string>;

async function main() {
  const cmd = parseArgs(process.argv.slice(2));
  const target = resolveTarget();
  assertNotHeld(target, 'review');
  const h = await openDb(target);
  try {
    if (cmd.op === 'list') {
      const rows = await listRequests(h.db, cmd.all ? {} : { status: 'pending' });
      if (rows.length === 0) console.log(cmd.all ? 'no verification requests' : 'no pending verification requests');
      for (const r of rows) {
        const what = Object.entries(r.payload)
          .filter(([, v]) => v !== null && v !== '')
          .map(([k, v]) => `${k}=${String(v)}`)
          .join(' ');
        console.log(
          `#${r.id}  ${r.status.padEnd(9)} ${KIND[r.kind] ?? r.kind}  user ${r.userId} (${r.mobile ?? '-'})` +
            `${r.orgName ? `  org ${r.orgId} ${r.orgName}` : ''}  ${what}  files ${r.uploadIds.map((f) => `/uploads/${f}`).join(' ') || '-'}` +
            `  ${r.createdAt.toISOString()}${r.reason ? `  reason: ${r.reason}` : ''}`,
        );
      }
    } else if (cmd.op === 'approve') {
      const r = await approveRequest(h.db, cmd.id);
      console.log(`✓ approved #${r.id} (${KIND[r.kind] ?? r.kind}, user ${r.userId})`);
    } else {
      const r = await rejectRequest(h.db, cmd.id, cmd.reason);
      console.log(`✓ rejected #${r.id} (${KIND[r.kind] ?? r.kind}, user ${r.userId}): ${cmd.reason}`);
    }
  } finally {
    await h.close();
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error('✗', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
