/** The audit log of the operations console: who did what to which record, with before and after. */
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';

export type AuditEntry = {
  staffId: number | null;
  staffName: string | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  detail?: unknown;
  ip?: string | null;
};

/** Keys whose values are secrets: passwords, TOTP secrets and codes, tokens (not e.g. standardCode or skuCode). */
const SECRET_KEY_RE = /pass|secret|token|^(totp)?code$/i;
const MAX_STRING = 2000;

/** A copy safe to store: secrets replaced, files described, long strings cut, depth bounded. */
export function redact(v: unknown, depth = 0): unknown {
  if (v === null || v === undefined) return v ?? null;
  if (typeof v === 'string') return v.length > MAX_STRING ? `${v.slice(0, MAX_STRING)}…` : v;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v.toISOString();
  if (typeof File !== 'undefined' && v instanceof File) return { file: v.name, size: v.size, type: v.type };
  if (typeof Blob !== 'undefined' && v instanceof Blob) return { blob: v.size };
  if (depth > 6) return '…';
  if (Array.isArray(v)) return v.slice(0, 200).map((x) => redact(x, depth + 1));
  if (typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>))
      out[k] = SECRET_KEY_RE.test(k) ? '***' : redact(x, depth + 1);
    return out;
  }
  return String(v);
}

export async function writeAudit(db: Db, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: e.staffId,
    staffName: e.staffName,
    action: e.action.slice(0, 60),
    entity: e.entity.slice(0, 40),
    entityId: e.entityId == null ? null : String(e.entityId).slice(0, 60),
    before: (redact(e.before) ?? null) as never,
    after: (redact(e.after) ?? null) as never,
    detail: (redact(e.detail) ?? null) as never,
    ip: e.ip?.slice(0, 64) ?? null,
  });
}

export type AuditFilter = {
  staffId?: number;
  entity?: string;
  entityId?: string;
  action?: string;
  from?: Date;
  to?: Date;
};

export async function listAudit(db: Db, f: AuditFilter, page: { limit: number; offset: number }) {
  const where: SQL[] = [];
  if (f.staffId) where.push(eq(auditLog.staffId, f.staffId));
  if (f.entity) where.push(eq(auditLog.entity, f.entity));
  if (f.entityId) where.push(eq(auditLog.entityId, f.entityId));
  if (f.action) where.push(sql`${auditLog.action} like ${`${f.action.replace(/[%_\\]/g, '\\$&')}%`}`);
  if (f.from) where.push(gte(auditLog.createdAt, f.from));
  if (f.to) where.push(lte(auditLog.createdAt, f.to));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    db.select().from(auditLog).where(cond).orderBy(desc(auditLog.id)).limit(page.limit).offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(cond),
  ]);
  return { rows, total: count?.n ?? 0 };
}
