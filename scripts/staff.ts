/**
 * npm run staff -- <command> [args…]   (npm run staff -- help lists them)
 *
 * Plays the supplier's staff on DATABASE_URL from a shell (the operations console does the same steps): confirm a bank
 * transfer, ship an order, quote an inquiry… Every command acts through the same domain functions and state
 * machines as the shop, with actor 'staff'. On embedded PGlite stop the server first (one process holds the
 * folder); on PostgreSQL it runs beside the servers.
 */

import './lib/no-server-only';

async function main() {
  const { openDb, resolveTarget } = await import('../lib/db/client');
  const { assertNotHeld } = await import('../lib/db/lock');
  const { orderStaffCommands } = await import('../lib/domain/payments/staff-cli');
  const { inquiryStaffCommands } = await import('../lib/domain/inquiries/staff-cli');
  const { afterSaleStaffCommands } = await import('../lib/domain/after-sales/staff-cli');
  const { invoiceStaffCommands } = await import('../lib/domain/invoices/staff-cli');
  const { refundStaffCommands } = await import('../lib/domain/refunds/staff-cli');
  const { creditStaffCommands } = await import('../lib/domain/credit/staff-cli');
  const { customStaffCommands } = await import('../lib/domain/custom/staff-cli');
  const { pointsStaffCommands } = await import('../lib/domain/points/staff-cli');
  const { stockAlertStaffCommands } = await import('../lib/domain/stock-alerts/staff-cli');
  const { licenceStaffCommands } = await import('../lib/domain/licences/staff-cli');
  const { ledgerStaffCommands } = await import('../lib/domain/ledger/staff-cli');
  const commands = { ...orderStaffCommands, ...inquiryStaffCommands, ...afterSaleStaffCommands, ...refundStaffCommands, ...invoiceStaffCommands, ...creditStaffCommands, ...customStaffCommands, ...pointsStaffCommands, ...stockAlertStaffCommands, ...licenceStaffCommands, ...ledgerStaffCommands };
  const [name, ...args] = process.argv.slice(2);
  const cmd = name ? commands[name as keyof typeof commands] : undefined;
  if (!cmd) {
    console.log('npm run staff -- <command> [args…]\n');
    for (const c of Object.values(commands)) console.log(`  ${c.usage}`);
    process.exit(name && name !== 'help' ? 1 : 0);
  }
  const target = resolveTarget();
  assertNotHeld(target, 'staff');
  const h = await openDb(target);
  try {
    await cmd.run(h.db, args);
  } finally {
    await h.close();
  }
}

main().catch((err) => {
  console.error('✗', err instanceof Error ? err.message : err);
  process.exit(1);
});
