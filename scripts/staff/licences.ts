/**
 * Staff stand-in commands for licence documents and the restricted-sales ledger (the console's 资质审核 and
 * 管制品台账 do the same), through `npm run staff -- …`:
 *
 *   npm run staff -- licences [filter]                        documents (pending by default; approved, expiring,
 *                                                             expired, rejected, revoked, all)
 *   npm run staff -- licence-approve <id> [--as <username>]   待审核 → 已通过 (the reviewer: a staff account, else 命令行)
 *   npm run staff -- licence-reject <id> <reason…>            待审核 → 已驳回; the buyer reads the reason
 *   npm run staff -- licence-revoke <id> <reason…>            已通过 → 已撤销
 *   npm run staff -- licence-remind                           send the 30-day expiry notices due today
 *   npm run staff -- restricted-sales [from] [to] [--csv|--xlsx file]   the ledger (China dates), or written to a file
 */
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { staffUsers } from '@/lib/db/schema';
import type { StaffCommand } from '@/scripts/staff/inquiries';
import { LICENCE_STATUS_LABELS } from '../../lib/domain/commerce/licences';
import {
  STAFF_LICENCE_FILTERS,
  approveLicence,
  rejectLicence,
  revokeLicence,
  staffListLicences,
  type Reviewer,
} from '../../lib/domain/commerce/licences';
import { exportRestrictedSales, listRestrictedSales } from '../../lib/domain/commerce/licences';
import { remindExpiringLicences } from '../../lib/domain/commerce/licences';
import type { LicenceTransition } from '../../lib/domain/commerce/licences';
import type { StaffLicenceFilter } from '../../lib/domain/commerce/licences';

const SHELL: Reviewer = { staffId: null, staffName: '命令行' };

const idOf = (v: string | undefined): number => {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new Error('a licence id is needed (see `npm run staff -- licences`)');
  return n;
};

async function reviewerOf(db: Db, args: string[]): Promise<Reviewer> {
  const at = args.indexOf('--as');
  if (at < 0) return SHELL;
  const username = args[at + 1];
  if (!username) throw new Error('--as needs a staff username');
  const [s] = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.username})`, username.toLowerCase()))
    .limit(1);
  if (!s) throw new Error(`no staff account ${username}`);
  return { staffId: s.id, staffName: s.name };
}

const moved = (r: LicenceTransition) => `✓ #${r.id}: ${LICENCE_STATUS_LABELS[r.from]} → ${LICENCE_STATUS_LABELS[r.to]}`;
const reasonOf = (args: string[]) =>
  args
    .slice(1)
    .filter((a, i, all) => a !== '--as' && all[i - 1] !== '--as')
    .join(' ');

export const licenceStaffCommands: Record<string, StaffCommand> = {
  licences: {
    usage:
      'licences [pending|approved|expiring|expired|rejected|revoked|all] — 资质证件（默认待审核）/ licence documents',
    run: async (db, args, log = console.log) => {
      const filter = (args[0] ?? 'pending') as StaffLicenceFilter;
      if (!(filter in STAFF_LICENCE_FILTERS))
        throw new Error(`filter is one of ${Object.keys(STAFF_LICENCE_FILTERS).join(', ')}`);
      const { list, total } = await staffListLicences(db, { filter, limit: 100, offset: 0 });
      if (total === 0) log(`没有${STAFF_LICENCE_FILTERS[filter].label}的资质 / none`);
      for (const r of list) {
        log(
          `#${r.id}  ${r.statusLabel}  ${r.kindLabel}  ${r.licenceNo}  ${r.authority}  ${r.validFrom}~${r.validTo}  ${r.holder}  ${r.uploaderMobile ?? '-'}${r.reason ? `  原因：${r.reason}` : ''}`,
        );
      }
    },
  },
  'licence-approve': {
    usage: 'licence-approve <id> [--as <staff username>] — 审核通过 / approve',
    run: async (db, args, log = console.log) =>
      log(moved(await approveLicence(db, idOf(args[0]), await reviewerOf(db, args)))),
  },
  'licence-reject': {
    usage: 'licence-reject <id> <reason…> [--as <staff username>] — 驳回（买家可见原因）/ reject with a reason',
    run: async (db, args, log = console.log) =>
      log(moved(await rejectLicence(db, idOf(args[0]), reasonOf(args), await reviewerOf(db, args)))),
  },
  'licence-revoke': {
    usage: 'licence-revoke <id> <reason…> [--as <staff username>] — 撤销已通过的资质 / revoke an approved one',
    run: async (db, args, log = console.log) =>
      log(moved(await revokeLicence(db, idOf(args[0]), reasonOf(args), await reviewerOf(db, args)))),
  },
  'licence-remind': {
    usage: 'licence-remind — 发送 30 天内到期的资质提醒 / send the expiry notices due',
    run: async (db, _args, log = console.log) => {
      const r = await remindExpiringLicences(db);
      log(
        `✓ 已发送 ${r.sent} 条到期提醒${r.failed ? `，${r.failed} 条失败（下次重试）` : ''} / ${r.sent} sent, ${r.failed} failed`,
      );
    },
  },
  'restricted-sales': {
    usage: 'restricted-sales [from YYYY-MM-DD] [to YYYY-MM-DD] [--csv|--xlsx <file>] — 管制品销售台账 / the ledger',
    run: async (db, args, log = console.log) => {
      const out = args.findIndex((a) => a === '--csv' || a === '--xlsx');
      const days = args.filter((a, i) => /^\d{4}-\d{2}-\d{2}$/.test(a) && (out < 0 || i < out));
      const f = { from: days[0], to: days[1] };
      if (out >= 0) {
        const path = args[out + 1];
        if (!path) throw new Error(`${args[out]} needs a file name`);
        const file = await exportRestrictedSales(db, f, args[out] === '--csv' ? 'csv' : 'xlsx');
        fs.writeFileSync(path, file.bytes);
        log(`✓ ${file.rows} 行 → ${path}`);
        return;
      }
      const { list, total } = await listRestrictedSales(db, f, { limit: 200, offset: 0 });
      if (total === 0) log('台账为空 / no restricted sales');
      for (const r of list)
        log(
          `${r.at}  ${r.orderNo}  ${r.productName}  ${r.cas ?? '-'}  ${r.packageValue ?? ''}×${r.num}  ${r.buyerName}  ${r.licenceKindLabel} ${r.licenceNo}`,
        );
    },
  },
};
