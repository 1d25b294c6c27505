/**
 * The 30-day expiry notice: once per document, the buyer who uploaded an approved document that ends within
 * EXPIRY_NOTICE_DAYS gets an SMS (else an e-mail) through lib/platform/adapters/notice.ts, and the document's timeline says
 * so. Run daily by the job queue (lib/domain/operations/jobs/queue.ts, licence-expiry) and by `npm run staff -- licence-remind`.
 *
 * Each document is claimed with a conditional update (expiry_notice_at is null → now) before sending, so two
 * instances running the job at once notify once; a send that fails gives the claim back for the next run.
 * The 企业资质 page, the cart and settlement show the same warning on screen (rules.ts expiresInDays).
 */
import 'server-only';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { buyerLicences, licenceEvents, users } from '@/lib/db/schema';
import { LICENCE_MSG } from '@/lib/config/messages';
import { sendBuyerMessage, type Channel } from '@/lib/platform/adapters/notice';
import { todayInChina } from '@/lib/kernel/time';
import { EXPIRY_NOTICE_DAYS, LICENCE_KIND_LABELS, type LicenceKind } from './rules';
import { log } from '@/lib/platform/observability';

export type ExpiryMessage = {
  licenceId: number;
  mobile: string | null;
  email: string | null;
  kindLabel: string;
  licenceNo: string;
  validTo: string;
};
export type ExpirySender = (db: Db, m: ExpiryMessage) => Promise<Channel>;

export const sendExpiryNotice: ExpirySender = (db, m) =>
  sendBuyerMessage(db, m, {
    label: `资质到期提醒 #${m.licenceId}`,
    smsText: LICENCE_MSG.noticeText(m.kindLabel, m.licenceNo, m.validTo),
    smsTemplateEnv: 'SMS_LICENCE_TEMPLATE_CODE',
    smsParam: m.validTo,
    emailSubject: LICENCE_MSG.noticeSubject(m.kindLabel),
    emailText: LICENCE_MSG.noticeText(m.kindLabel, m.licenceNo, m.validTo),
  });

const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Notifies every document due; returns how many were sent and how many failed (tried again next run). */
export async function remindExpiringLicences(
  db: Db,
  opts: { today?: string; send?: ExpirySender; limit?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const today = opts.today ?? todayInChina();
  const send = opts.send ?? sendExpiryNotice;
  const due = await db
    .select({
      id: buyerLicences.id,
      kind: buyerLicences.kind,
      licenceNo: buyerLicences.licenceNo,
      validTo: buyerLicences.validTo,
      mobile: users.mobile,
      email: users.email,
    })
    .from(buyerLicences)
    .innerJoin(users, eq(users.id, buyerLicences.userId))
    .where(
      and(
        eq(buyerLicences.status, 'approved'),
        isNull(buyerLicences.expiryNoticeAt),
        lte(buyerLicences.validFrom, today),
        gte(buyerLicences.validTo, today),
        lte(buyerLicences.validTo, plusDays(today, EXPIRY_NOTICE_DAYS)),
      ),
    )
    .orderBy(asc(buyerLicences.validTo), asc(buyerLicences.id))
    .limit(opts.limit ?? 500);
  let sent = 0;
  let failed = 0;
  for (const d of due) {
    const now = new Date();
    const claimed = await db
      .update(buyerLicences)
      .set({ expiryNoticeAt: now })
      .where(and(eq(buyerLicences.id, d.id), isNull(buyerLicences.expiryNoticeAt)))
      .returning({ id: buyerLicences.id });
    if (claimed.length === 0) continue;
    const kindLabel = LICENCE_KIND_LABELS[d.kind as LicenceKind] ?? d.kind;
    try {
      const channel = await send(db, {
        licenceId: d.id,
        mobile: d.mobile,
        email: d.email,
        kindLabel,
        licenceNo: d.licenceNo,
        validTo: d.validTo,
      });
      await db.insert(licenceEvents).values({
        licenceId: d.id,
        event: 'expiry_notice',
        fromStatus: 'approved',
        toStatus: 'approved',
        actor: 'system',
        note: `${channel === 'sms' ? '短信' : '邮件'}：${d.validTo} 到期`,
        createdAt: now,
      });
      sent++;
    } catch (err) {
      await db.update(buyerLicences).set({ expiryNoticeAt: null }).where(eq(buyerLicences.id, d.id));
      log.error({ err }, `[licences] expiry notice of #${d.id} not sent`);
      failed++;
    }
  }
  return { sent, failed };
}
