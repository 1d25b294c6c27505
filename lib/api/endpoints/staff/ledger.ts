/** Console endpoints: the buyers' standards-ledger reminders (the recent list; run the daily scan now). */
import { z } from 'zod';
import './jitless';
import type { LedgerScanResult } from '@/lib/domain/accounts/ledger';
import { staffEndpoint } from '../../define';

export type LedgerReminderLogRow = {
  id: number;
  kind: string;
  entryId: number;
  name: string;
  lotNo: string | null;
  dueOn: string | null;
  channel: string | null;
  sentAt: string | null;
  attempts: number;
  error: string | null;
  createdAt: string;
};

export const ledgerEndpoints = {
  'ledger.reminders': staffEndpoint<LedgerReminderLogRow[]>()({
    method: 'GET',
    path: 'ledger/reminders',
    access: 'ledger',
    input: z.object({}),
  }),
  /** Runs the daily reminder scan now (the job `ledger-reminders` does it at 08:00); each reminder is sent once. */
  'ledger.runReminders': staffEndpoint<LedgerScanResult>()({
    method: 'POST',
    path: 'ledger/reminders/run',
    access: 'ledger',
    entity: 'ledger',
    input: z.object({}),
  }),
} as const;
