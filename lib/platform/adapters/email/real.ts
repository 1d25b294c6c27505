/**
 * Real e-mail adapter: SMTP through nodemailer.
 *   SMTP_URL   smtp(s)://user:pass@host:port (nodemailer connection URL; smtps:// for implicit TLS)
 *   MAIL_FROM  sender, e.g. "标准物质商城 <no-reply@example.com>"
 */
import 'server-only';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { EmailAdapter } from './index';
import { AppError } from '@/lib/kernel/errors';
import { ACCOUNT_MSG } from '@/lib/config/messages';
import { log } from '@/lib/platform/observability';

const g = globalThis as unknown as { __mallSmtp?: { url: string; t: Transporter } };

export function smtpTransport(url = process.env.SMTP_URL): Transporter {
  if (!url) throw new Error('E-mail adapter not configured: SMTP_URL');
  if (!g.__mallSmtp || g.__mallSmtp.url !== url) g.__mallSmtp = { url, t: nodemailer.createTransport(url) };
  return g.__mallSmtp.t;
}

export const realEmail: EmailAdapter = {
  mode: 'real',
  async send(_db, mail) {
    try {
      const from = process.env.MAIL_FROM;
      if (!from) throw new Error('E-mail adapter not configured: MAIL_FROM');
      await smtpTransport().sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (e) {
      log.error(`[email] sending failed: ${e instanceof Error ? e.message : e}`);
      throw new AppError(ACCOUNT_MSG.emailUnavailable, 'EMAIL_UNAVAILABLE');
    }
  },
};
