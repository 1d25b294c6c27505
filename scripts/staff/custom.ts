/**
 * Staff stand-in commands for customised services from a shell (the operations console does the same), `npm run staff -- …`:
 *
 *   npm run staff -- custom-requests                                    requests waiting for a quote (已提交)
 *   npm run staff -- custom-quote <requestNo> <amount> [leadTime] [validDays]   报价 (the buyer can accept and settle it)
 *   npm run staff -- custom-reject <requestNo> <reason…>                 无法承接, with the reason the buyer sees
 *   npm run staff -- demo-custom                                         a quoted request for the demo buyer (idempotent)
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { customRequests, users } from '@/lib/db/schema';
import { DEMO_BUYER } from '@/lib/db/seed/accounts';
import type { StaffCommand } from '@/scripts/staff/inquiries';
import {
  CUSTOM_STATUS_LABELS,
  quoteCustom,
  rejectCustom,
  submitCustomRequest,
  type CustomStatus,
} from '../../lib/domain/commerce/custom';

const moved = (r: { requestNo: string; from: CustomStatus; to: CustomStatus }) =>
  `✓ ${r.requestNo}: ${CUSTOM_STATUS_LABELS[r.from]} → ${CUSTOM_STATUS_LABELS[r.to]}`;
const DEMO_NAME = '演示：5-羟甲基糠醛-d3（定制合成）';

/** The demo buyer's quoted custom request: submitted as the buyer would, quoted as staff would. Idempotent. */
export async function demoQuotedCustom(db: Db): Promise<{ requestNo: string; status: string }> {
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_BUYER.mobile)).limit(1);
  if (!buyer) throw new Error(`演示买家 ${DEMO_BUYER.mobile} 不存在 / demo buyer missing: run npm run seed first`);
  const [done] = await db
    .select({ requestNo: customRequests.requestNo, status: customRequests.status })
    .from(customRequests)
    .where(and(eq(customRequests.userId, buyer.id), eq(customRequests.productName, DEMO_NAME)))
    .limit(1);
  if (done) return done;
  const r = await submitCustomRequest(db, buyer.id, {
    productName: DEMO_NAME,
    cas: '67-47-0',
    smiles: 'OCc1ccc(C=O)o1',
    quantity: '100 mg',
    purity: '≥98%',
    analyses: ['HPLC', '1H-NMR', 'MS', 'COA'],
    notes: '氘代位置：醛基（演示）',
  });
  await quoteCustom(db, r.requestNo, {
    amount: 6800,
    leadTime: '4-6周',
    note: '含 HPLC、1H-NMR、MS 及 COA（演示报价）',
  });
  return { requestNo: r.requestNo, status: 'quoted' };
}

export const customStaffCommands: Record<string, StaffCommand> = {
  'custom-requests': {
    usage: 'custom-requests — 待报价的定制需求 / custom requests waiting for a quote',
    run: async (db, _args, log = console.log) => {
      const rows = await db
        .select()
        .from(customRequests)
        .where(eq(customRequests.status, 'submitted'))
        .orderBy(desc(customRequests.createdAt))
        .limit(100);
      if (rows.length === 0) log('没有待报价的定制需求 / none waiting');
      for (const r of rows)
        log(
          `${r.requestNo}  ${r.productName}  ${r.cas ?? ''}  ${r.quantity ?? ''}  ${r.purity ?? ''}  user ${r.userId}`,
        );
    },
  },
  'custom-quote': {
    usage: 'custom-quote <requestNo> <amount> [leadTime] [validDays] — 定制报价 / quote',
    run: async (db, args, log = console.log) => {
      if (!args[0] || !args[1]) throw new Error('usage: custom-quote <requestNo> <amount> [leadTime] [validDays]');
      log(
        moved(
          await quoteCustom(db, args[0], {
            amount: Number(args[1]),
            leadTime: args[2] ?? null,
            validDays: args[3] ? Number(args[3]) : undefined,
          }),
        ),
      );
    },
  },
  'custom-reject': {
    usage: 'custom-reject <requestNo> <reason…> — 无法承接 / decline with a reason',
    run: async (db, args, log = console.log) => {
      if (!args[0]) throw new Error('missing requestNo');
      log(moved(await rejectCustom(db, args[0], args.slice(1).join(' '))));
    },
  },
  'demo-custom': {
    usage: 'demo-custom — 为演示买家生成一个已报价的定制需求 / a quoted custom request for the demo buyer',
    run: async (db, _args, log = console.log) => {
      const r = await demoQuotedCustom(db);
      log(`✓ ${r.requestNo} (${r.status})`);
    },
  },
};
