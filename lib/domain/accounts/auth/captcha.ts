/**
 * Image captcha (code/getImgCode): 4 characters drawn by svg-captcha (pure JS, no native build), answered as an
 * SVG data URL. Only a hash of the lower-cased answer is stored; a captcha is single use (deleted on the first
 * check, right or wrong) and expires after ACCOUNT.captchaTtlSec. Generation is limited per client IP.
 */
import crypto from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { create as createSvgCaptcha } from 'svg-captcha';
import type { Db } from '@/lib/db/client';
import { captchas } from '@/lib/db/schema';
import { ACCOUNT, CAPTCHA_LENGTH } from '@/lib/config/constants';
import { consume } from '@/lib/platform/security/rate-limit';
import { adapterMode } from '@/lib/platform/adapters/config';
import { writeOutbox } from '@/lib/platform/adapters/outbox';

const answerHash = (key: string, answer: string) =>
  crypto.createHash('sha256').update(`${key}:${answer.trim().toLowerCase()}`).digest('hex');

export async function createCaptcha(db: Db, ip: string): Promise<{ imagBash64: string; imgCodeKey: string }> {
  await consume(db, 'captchaPerIp', ip);
  const c = createSvgCaptcha({
    size: CAPTCHA_LENGTH,
    ignoreChars: '0oO1iIlL',
    noise: 2,
    color: true,
    background: '#f5f7fa',
    width: 110,
    height: 40,
    fontSize: 44,
  });
  const key = crypto.randomBytes(16).toString('hex');
  await db
    .insert(captchas)
    .values({ key, codeHash: answerHash(key, c.text), expiresAt: new Date(Date.now() + ACCOUNT.captchaTtlSec * 1000) });
  if (Math.random() < 0.05) await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  if (adapterMode('captcha') === 'dev') {
    await writeOutbox(db, {
      kind: 'captcha',
      to: key,
      code: c.text,
      text: `【开发环境】图形验证码答案：${c.text}（${ACCOUNT.captchaTtlSec / 60}分钟内有效）`,
    });
  }
  return { imagBash64: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`, imgCodeKey: key };
}

/** Check and burn a captcha: true only for the right answer of an unexpired, unused captcha. */
export async function checkCaptcha(db: Db, key: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!key || !answer) return false;
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.key, key), gt(captchas.expiresAt, new Date())))
    .returning({ codeHash: captchas.codeHash });
  if (!row) return false;
  const a = Buffer.from(row.codeHash);
  const b = Buffer.from(answerHash(key, answer));
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
