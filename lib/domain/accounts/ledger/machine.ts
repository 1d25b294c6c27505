/**
 * The ledger entry's state machine (lib/kernel/state-machine.ts), browser-safe:
 *
 *   unopened 未开封 ──open──> opened 已开封 ──use (amount ≤ remaining)──> opened
 *        │                        │  └─(remaining reaches 0: finish, by the same usage)──> used_up 已用完
 *        ├──finish 用完───────────┼──────────────────────────────────────────────────────> used_up
 *        └──discard 报废 (reason)─┴──────────────────────────────────────────────────────> discarded 已报废
 *   adjust (盘点: remaining corrected, reason) in unopened / opened; edit (location, note, dates…) in every status.
 *
 * used_up and discarded are final: no usage, no opening, no adjusting after them. The writer (actions.ts) locks the
 * row, asks this table, and records every change with before/after in ledger_events.
 */
import { machine, type MachineTable } from '@/lib/kernel/state-machine';
import type { LedgerEvent, LedgerStatus } from './types';

/** 'member': a confirmed member of the ledger's organisation, or the personal buyer; 'system': deliveries. */
export type LedgerActor = 'member' | 'system';

const ALL: readonly LedgerStatus[] = ['unopened', 'opened', 'used_up', 'discarded'];
const same = (statuses: readonly LedgerStatus[]) =>
  statuses.map((s) => ({ from: [s], to: s, actors: ['member', 'system'] as const }));

const TABLE: MachineTable<LedgerStatus, LedgerEvent, LedgerActor> = {
  open: [{ from: ['unopened'], to: 'opened', actors: ['member'] }],
  use: [{ from: ['opened'], to: 'opened', actors: ['member'] }],
  finish: [{ from: ['unopened', 'opened'], to: 'used_up', actors: ['member'] }],
  discard: [{ from: ['unopened', 'opened'], to: 'discarded', actors: ['member'] }],
  adjust: same(['unopened', 'opened']),
  edit: same(ALL),
};

export const ledgerMachine = machine(TABLE);

export const LEDGER_STATUS_LABELS: Record<LedgerStatus, string> = {
  unopened: '未开封',
  opened: '已开封',
  used_up: '已用完',
  discarded: '已报废',
};

export const LEDGER_EVENT_LABELS: Record<LedgerEvent | 'received' | 'created' | 'imported', string> = {
  created: '手工登记',
  imported: '导入台账',
  received: '到货入账',
  open: '开封',
  use: '登记使用',
  finish: '用完',
  discard: '报废',
  adjust: '修正剩余量',
  edit: '修改信息',
};
