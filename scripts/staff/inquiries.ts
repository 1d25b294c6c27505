/**
 * Staff stand-in commands for inquiries from a shell (the operations console does the same), run through `npm run staff -- …`
 * (scripts/staff.ts registers `inquiryStaffCommands`):
 *
 *   npm run staff -- inquiries                                   inquiries waiting for a quote (待报价)
 *   npm run staff -- quote <inquiryNo> [--price-factor 1.0] [--days 30] [--note "…"]
 *   npm run staff -- demo-inquiry                                a quoted inquiry for the demo buyer (idempotent per day)
 *
 * `quote` prices every line from the catalogue price of its package (× price factor) and, for a 询价 package (no
 * catalogue price), a deterministic demo price derived from the package size (demoPriceFen); delivery is the
 * package's catalogue delivery (定制 for a 询价 package). It acts through quoteInquiry → the inquiry state machine
 * with actor 'staff', so the buyer sees 已报价 and the timeline row. On embedded PGlite stop the server first.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { inquiries, inquiryBasketItems, inquiryLines, products, skus, users } from '@/lib/db/schema';
import { DEMO_BUYER } from '@/lib/db/seed/accounts';
import { INQUIRY_RULES } from '@/lib/config/constants';
import { formatPrice } from '@/lib/domain/catalog/products';
import { todayInChina } from '@/lib/kernel/time';
import { quoteInquiry } from '../../lib/domain/commerce/inquiries';
import { submitInquiry } from '../../lib/domain/commerce/inquiries';

export type StaffCommand = {
  /** One line: arguments and what it does. */
  usage: string;
  /** Runs the command on an open database; prints its result (Chinese + English) through `log`. */
  run: (db: Db, args: string[], log?: (line: string) => void) => Promise<void>;
};

/** Milligrams in a package text such as "10mg", "10 MG", "1g", "0.5 g", "100µg"; null when it is no mass. */
export function packageMg(pkg: string | null | undefined): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(mg|g|kg|µg|ug|μg)\s*$/i.exec(pkg ?? '');
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2]!.toLowerCase();
  const mg = unit === 'g' ? n * 1000 : unit === 'kg' ? n * 1_000_000 : unit === 'mg' ? n : n / 1000;
  return mg > 0 ? mg : null;
}

/**
 * A deterministic demo unit price in fen for a package without a catalogue price: demoPriceFenPer10mg × √(mg / 10),
 * rounded to whole yuan; a package that is not a mass (mL, 支, …) gets demoPriceFenUnknownSize.
 */
export function demoPriceFen(pkg: string | null | undefined): number {
  const mg = packageMg(pkg);
  const fen =
    mg === null ? INQUIRY_RULES.demoPriceFenUnknownSize : INQUIRY_RULES.demoPriceFenPer10mg * Math.sqrt(mg / 10);
  return Math.max(100, Math.round(fen / 100) * 100);
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function positive(v: string | undefined, fallback: number, what: string): number {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${what} 必须是正数 / ${what} must be a positive number`);
  return n;
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Quotes an inquiry by number with catalogue / demo prices; returns what was quoted. */
export async function quoteByNumber(
  db: Db,
  inquiryNo: string,
  opts: { priceFactor?: number; days?: number; note?: string | null } = {},
) {
  const [q] = await db
    .select({ id: inquiries.id, status: inquiries.status })
    .from(inquiries)
    .where(eq(inquiries.inquiryNo, inquiryNo))
    .limit(1);
  if (!q) throw new Error(`询价单 ${inquiryNo} 不存在 / inquiry ${inquiryNo} not found`);
  const lines = await db
    .select({
      id: inquiryLines.id,
      name: inquiryLines.name,
      packageValue: inquiryLines.packageValue,
      num: inquiryLines.num,
      catalogueFen: sql<number | null>`(round(${skus.price} * 100))::int`,
      delivery: skus.delivery,
    })
    .from(inquiryLines)
    .leftJoin(skus, eq(skus.id, inquiryLines.skuId))
    .where(eq(inquiryLines.inquiryId, q.id))
    .orderBy(asc(inquiryLines.id));
  const factor = opts.priceFactor ?? 1;
  const priced = lines.map((l) => {
    const base = l.catalogueFen !== null && l.catalogueFen > 0 ? Number(l.catalogueFen) : demoPriceFen(l.packageValue);
    return { ...l, priceFen: Math.max(1, Math.round(base * factor)), deliveryText: l.delivery || '定制' };
  });
  const validUntil = addDays(todayInChina(), opts.days ?? INQUIRY_RULES.quoteValidDays);
  const res = await quoteInquiry(
    db,
    q.id,
    {
      lines: priced.map((l) => ({ lineId: l.id, priceFen: l.priceFen, deliveryText: l.deliveryText })),
      validUntil,
      note: opts.note ?? '报价含税（13% 增值税），含运费。',
    },
    { actor: 'staff' },
  );
  return { ...res, validUntil, lines: priced };
}

/**
 * The demo's quoted inquiry: the demo buyer asks for the first on-sale 询价 package and the first priced one, and
 * staff quote it at once. Idempotent per day (the submission key names the date); returns the inquiry either way.
 */
export async function demoQuotedInquiry(db: Db): Promise<{ id: number; inquiryNo: string; status: string }> {
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_BUYER.mobile)).limit(1);
  if (!buyer)
    throw new Error(
      `演示买家 ${DEMO_BUYER.mobile} 不存在，请先运行 npm run seed / demo buyer missing: run npm run seed first`,
    );
  const pick = (priced: boolean) =>
    db
      .select({ id: skus.id })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(eq(skus.status, 1), eq(products.status, 1), priced ? isNotNull(skus.price) : isNull(skus.price)))
      .orderBy(asc(skus.id))
      .limit(1);
  const chosen = [...(await pick(false)), ...(await pick(true))];
  if (chosen.length === 0)
    throw new Error('目录为空，请先运行 npm run seed / the catalogue is empty: run npm run seed first');
  const key = `demo-inquiry-${todayInChina()}`;
  const [done] = await db
    .select({ id: inquiries.id, inquiryNo: inquiries.inquiryNo, status: inquiries.status })
    .from(inquiries)
    .where(and(eq(inquiries.userId, buyer.id), eq(inquiries.idempotencyKey, key)))
    .limit(1);
  if (done) return done;
  const lines = await db
    .insert(inquiryBasketItems)
    .values(chosen.map((c, i) => ({ userId: buyer.id, skuId: c.id, num: i + 1 })))
    .onConflictDoUpdate({
      target: [inquiryBasketItems.userId, inquiryBasketItems.skuId],
      set: { updatedAt: new Date() },
    })
    .returning({ id: inquiryBasketItems.id });
  const q = await submitInquiry(db, buyer.id, {
    idempotencyKey: key,
    lines: lines.map((l) => ({ carId: l.id, purityWish: '≥98%', note: '演示询价' })),
    contactName: DEMO_BUYER.userName,
    contactPhone: DEMO_BUYER.mobile,
    remark: '演示询价单（npm run staff -- demo-inquiry）',
  });
  await quoteByNumber(db, q.inquiryNo);
  return { id: q.id, inquiryNo: q.inquiryNo, status: 'quoted' };
}

export const inquiryStaffCommands: Record<string, StaffCommand> = {
  inquiries: {
    usage: 'inquiries — 待报价的询价单 / inquiries waiting for a quote',
    run: async (db, _args, log = console.log) => {
      const rows = await db
        .select({
          inquiryNo: inquiries.inquiryNo,
          userId: inquiries.userId,
          lineCount: inquiries.lineCount,
          createdAt: inquiries.createdAt,
          contactName: inquiries.contactName,
        })
        .from(inquiries)
        .where(and(eq(inquiries.status, 'submitted')))
        .orderBy(asc(inquiries.createdAt))
        .limit(100);
      if (rows.length === 0) log('没有待报价的询价单 / no inquiries waiting for a quote');
      for (const r of rows)
        log(
          `${r.inquiryNo}  user ${r.userId}  ${r.contactName ?? '-'}  ${r.lineCount} 行/lines  ${r.createdAt.toISOString()}`,
        );
    },
  },
  'demo-inquiry': {
    usage: 'demo-inquiry — 为演示买家生成一张已报价的询价单 / a quoted inquiry for the demo buyer',
    run: async (db, _args, log = console.log) => {
      const r = await demoQuotedInquiry(db);
      log(
        `✓ 演示询价单 ${r.inquiryNo}（${r.status}）：/inquiryCenter/inquiryDetails/${r.id} / demo inquiry ${r.inquiryNo} (${r.status})`,
      );
    },
  },
  quote: {
    usage:
      'quote <inquiryNo> [--price-factor 1.0] [--days 30] [--note "…"] — 按目录价报价 / quote at catalogue (or demo) prices',
    run: async (db, args, log = console.log) => {
      const no = args.find((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1]!.startsWith('--')));
      if (!no) throw new Error('请提供询价单号 / an inquiry number is needed: quote <inquiryNo>');
      const r = await quoteByNumber(db, no, {
        priceFactor: positive(flag(args, '--price-factor'), 1, '--price-factor'),
        days: Math.round(positive(flag(args, '--days'), INQUIRY_RULES.quoteValidDays, '--days')),
        note: flag(args, '--note') ?? null,
      });
      for (const l of r.lines)
        log(`  ${l.name} ${l.packageValue ?? ''} × ${l.num}: ${formatPrice(l.priceFen / 100)} (${l.deliveryText})`);
      log(
        `✓ 已报价 ${r.inquiryNo}：合计 ${formatPrice(r.quotedAmountFen / 100)}，有效期至 ${r.validUntil} / quoted ${r.inquiryNo}: total ${r.quotedAmountFen} fen, valid until ${r.validUntil}`,
      );
    },
  },
};
