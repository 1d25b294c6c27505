/** Development e-mail adapter: sends nothing, writes the mail it would have sent to the outbox (/dev/outbox). */
import 'server-only';
import { writeOutbox } from '../outbox';
import type { EmailAdapter } from './index';
import { log } from '@/lib/platform/observability';

export const devEmail: EmailAdapter = {
  mode: 'dev',
  async send(db, mail) {
    log.info(`[email:dev] DEVELOPMENT adapter, nothing sent: ${mail.to} “${mail.subject}”`);
    await writeOutbox(db, {
      kind: 'email',
      to: mail.to,
      code: mail.code ?? null,
      text: `【开发环境模拟邮件，未真实发送】${mail.subject}\n\n${mail.text}`,
    });
  },
};
