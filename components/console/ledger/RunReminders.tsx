'use client';
/** 立即扫描: runs the daily ledger reminder scan now (each reminder is still sent once). */
import { Btn, useConsoleAction } from '@/components/console/ui';

export function RunReminders() {
  const { run, busy } = useConsoleAction();
  return (
    <Btn
      disabled={busy}
      onClick={() => void run('ledger.runReminders', {}, (d) => (d as { message?: string }).message)}
      data-testid="ledger-run-reminders"
    >
      立即扫描并发送
    </Btn>
  );
}
