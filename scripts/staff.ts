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
  const { orderStaffCommands } = await import('./staff/payments');
  const { inquiryStaffCommands } = await import('./staff/inquiries');
  const { afterSaleStaffCommands } = await import('./staff/after-sales');
  const { invoiceStaffCommands } = await import('./staff/invoices');
  const { refundStaffCommands } = await import('./staff/refunds');
  const { creditStaffCommands } = await import('./staff/credit');
  const { customStaffCommands } = await import('./staff/custom');
  const { pointsStaffCommands } = await import('./staff/points');
  const { stockAlertStaffCommands } = await import('./staff/stock-alerts');
  const { licenceStaffCommands } = await import('./staff/licences');
  const { ledgerStaffCommands } = await import('./staff/ledger');
  const commands = {
    ...orderStaffCommands,
    ...inquiryStaffCommands,
    ...afterSaleStaffCommands,
    ...refundStaffCommands,
    ...invoiceStaffCommands,
    ...creditStaffCommands,
    ...customStaffCommands,
    ...pointsStaffCommands,
    ...stockAlertStaffCommands,
    ...licenceStaffCommands,
    ...ledgerStaffCommands,
  };
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
