/**
 * E-mail adapter: sends verification codes. Real (SMTP via nodemailer) or development (writes the mail to the
 * outbox). lib/platform/adapters/config.ts chooses.
 */
import 'server-only';
import type { Db } from '@/lib/db/client';
import { adapterMode, logAdaptersOnce, type AdapterMode } from '../config';
import { devEmail } from './dev';
import { realEmail } from './real';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The code it carries (outbox column). */ code?: string;
};

export interface EmailAdapter {
  readonly mode: AdapterMode;
  send(db: Db, mail: Mail): Promise<void>;
}

export function emailAdapter(): EmailAdapter {
  logAdaptersOnce();
  return adapterMode('email') === 'dev' ? devEmail : realEmail;
}
