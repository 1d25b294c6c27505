/**
 * Staff stand-in command for stock from a shell (the operations console does the same), run through `npm run staff -- …`
 * (scripts/staff.ts registers `stockAlertStaffCommands`):
 *
 *   npm run staff -- restock <skuCode> <qty>     add qty to the package's stock; its waiting buyers get 到货通知 once
 *
 * It acts through lib/domain/catalog/stock-alerts/restock.ts (the one function that adds stock). On embedded PGlite stop the
 * server first.
 */
import type { StaffCommand } from '@/scripts/staff/inquiries';
import { restockByCode } from '../../lib/domain/catalog/stock-alerts';

const need = (v: string | undefined, what: string): string => {
  if (!v) throw new Error(`missing ${what}`);
  return v;
};

export const stockAlertStaffCommands: Record<string, StaffCommand> = {
  restock: {
    usage: 'restock <skuCode> <qty> — 补货并发送到货通知 / add stock to a package and notify its waiting buyers once',
    run: async (db, args, log = console.log) => {
      const code = need(args[0], 'skuCode');
      const raw = need(args[1], 'qty');
      const qty = /^\d+$/.test(raw) ? Number(raw) : NaN;
      const r = await restockByCode(db, code, qty, { by: 'staff', log: () => {} });
      log(`✓ ${r.skuCode}: 库存 ${r.previousStock} → ${r.stock} / stock ${r.previousStock} → ${r.stock}`);
      if (r.claimed === 0) log('  没有待通知的到货订阅 / no waiting back-in-stock subscriptions');
      else
        log(
          `  到货通知 ${r.claimed} 条：短信 ${r.sent.sms}，邮件 ${r.sent.email}，失败 ${r.failed} / ${r.claimed} notified (sms ${r.sent.sms}, e-mail ${r.sent.email}, failed ${r.failed})`,
        );
    },
  },
};
