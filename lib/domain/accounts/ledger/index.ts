/**
 * The standards ledger (标准品台账): a lab's own ledger of reference standards, filled from what it bought here and
 * kept by its members (开封, usage, 用完/报废, location), with reminders, import and export. What others may use.
 * Decision record: docs/decisions/0020-standards-ledger.md.
 */
export * from './types';
export { LEDGER_EVENT_LABELS, LEDGER_STATUS_LABELS, ledgerMachine, type LedgerActor } from './machine';
export { formatAmount, parseAmount, parsePackage } from './amount';
export { scopeOf, entryIn, orgOwner, userOwner } from './scope';
export { assignLots, lotsForOrder, recordDeliveries, entriesOfOrder, type LotChoice } from './deliveries';
export { listEntries, entryDetail, ledgerSummary, countEntries, filteredRows } from './queries';
export { openEntry, recordUsage, finishEntry, discardEntry, adjustRemaining, editEntry, addEntry } from './actions';
export {
  reminderRows,
  scanReminders,
  recentReminders,
  reorderUrl,
  type ReminderSender,
  type ReminderMessage,
} from './reminders';
export { reorderEntry } from './reorder';
export { exportLedger, importLedger, XLSX_MIME } from './sheet';
export type {
  LedgerActionResult,
  LedgerDetail,
  LedgerEvent,
  LedgerFilter,
  LedgerImportResult,
  LedgerReminderRow,
  LedgerReorderResult,
  LedgerRow,
  LedgerScanResult,
  LedgerStatus,
  LedgerSummary,
} from './types';
