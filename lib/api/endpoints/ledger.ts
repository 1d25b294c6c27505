/**
 * The standards ledger (标准品台账, /personalCenter/standardsLedger; base /mall/user/api). Every call is the buyer's
 * own (auth 'user') and works in the buyer's ledger: the organisation's for its confirmed members, else their own; an
 * entry of another ledger is 台账记录不存在. Lists take the pageNo/pageSize headers (at most 100 a page).
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { zId } from './common';
import { LEDGER_STATUSES } from '@/lib/db/schema';
import { LEDGER_MSG } from '@/lib/config/messages';
import type {
  LedgerActionResult,
  LedgerDetail,
  LedgerImportResult,
  LedgerReminderRow,
  LedgerReorderResult,
  LedgerRow,
  LedgerSummary,
} from '@/lib/domain/accounts/ledger';

export type {
  LedgerActionResult,
  LedgerDetail,
  LedgerImportResult,
  LedgerReminderRow,
  LedgerReorderResult,
  LedgerRow,
  LedgerSummary,
};

/** An empty form field ('' or null) counts as not given. */
const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());
const zText = (label: string, max: number) =>
  z.string({ error: LEDGER_MSG.textTooLong(label, max) }).max(max, LEDGER_MSG.textTooLong(label, max));
/** Days are checked (real date, not in the future where it matters) by the domain with the field's own message. */
const zDay = z.string({ error: LEDGER_MSG.dateInvalid('日期') }).max(12, LEDGER_MSG.dateInvalid('日期'));
/** "12.5", "12.5 mg", 0.5 (in the entry's unit). */
const zAmount = z.union([
  z.number({ error: LEDGER_MSG.amountInvalid }).finite(LEDGER_MSG.amountInvalid),
  z.string({ error: LEDGER_MSG.amountInvalid }).max(30, LEDGER_MSG.amountInvalid),
]);
const entry = z.object({ id: zId });

export const zLedgerFilter = z.object({
  status: opt(z.enum([...LEDGER_STATUSES, 'active'], { error: LEDGER_MSG.statusInvalid })),
  due: opt(z.enum(['expired', '7', '30'], { error: LEDGER_MSG.statusInvalid })),
  keyword: opt(z.string().trim().max(60, LEDGER_MSG.keywordTooLong)),
  location: opt(z.string().trim().max(120, LEDGER_MSG.textTooLong('存放位置', 120))),
  productId: opt(zId),
  sort: opt(z.enum(['due', 'received'], { error: LEDGER_MSG.statusInvalid })),
});

const zForm = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData, {
  message: LEDGER_MSG.fileRequired,
});
const zFlag = z.preprocess((v) => v === true || v === '1' || v === 'true', z.boolean());

export const ledgerEndpoints = {
  /** GET ledger/summary: whose ledger, counts (per status, past due, due in 30 days, low) and the locations in use. */
  'ledger.summary': endpoint<LedgerSummary & { locations: string[] }>()({
    service: 'user',
    method: 'GET',
    path: 'ledger/summary',
    auth: 'user',
    input: z.object({}),
  }),
  /** GET ledger/list?status&due&keyword&location&productId&sort: one page of the filtered ledger (totalCount). */
  'ledger.list': endpoint<LedgerRow[]>()({
    service: 'user',
    method: 'GET',
    path: 'ledger/list',
    auth: 'user',
    input: zLedgerFilter,
  }),
  /** GET ledger/print?…: the filtered ledger for the printable page (at most LEDGER.printMax rows). */
  'ledger.print': endpoint<{
    rows: LedgerRow[];
    total: number;
    truncated: boolean;
    ledgerName: string;
    generatedAt: string;
  }>()({ service: 'user', method: 'GET', path: 'ledger/print', auth: 'user', input: zLedgerFilter }),
  /** GET ledger/export?…: the filtered ledger as .xlsx (at most LEDGER.exportMax rows). */
  'ledger.export': endpoint<Response>()({
    service: 'user',
    method: 'GET',
    path: 'ledger/export',
    auth: 'user',
    input: zLedgerFilter,
  }),
  /** GET ledger/template: an empty ledger sheet with the columns an import reads. */
  'ledger.template': endpoint<Response>()({
    service: 'user',
    method: 'GET',
    path: 'ledger/template',
    auth: 'user',
    input: z.object({}),
  }),
  /** GET ledger/detail/{id}: one entry with its usage records and its history (who, when, before/after). */
  'ledger.detail': endpoint<LedgerDetail>()({
    service: 'user',
    method: 'GET',
    path: 'ledger/detail/{id}',
    auth: 'user',
    input: entry,
  }),
  /** GET ledger/reminders: what is past due, due within 30 days or low now, with 一键复购. */
  'ledger.reminders': endpoint<LedgerReminderRow[]>()({
    service: 'user',
    method: 'GET',
    path: 'ledger/reminders',
    auth: 'user',
    input: z.object({}),
  }),
  /** POST ledger/open {id, openedOn?, byName?, inUseDays?}: 开封. */
  'ledger.open': endpoint<LedgerActionResult>()({
    service: 'user',
    method: 'POST',
    path: 'ledger/open',
    auth: 'user',
    input: entry.extend({
      openedOn: opt(zDay),
      byName: opt(zText('操作人', 60)),
      inUseDays: opt(
        z.coerce
          .number({ error: LEDGER_MSG.inUseDaysInvalid })
          .int(LEDGER_MSG.inUseDaysInvalid)
          .min(1, LEDGER_MSG.inUseDaysInvalid)
          .max(3650, LEDGER_MSG.inUseDaysInvalid),
      ),
    }),
  }),
  /** POST ledger/usage {id, amount, usedOn?, purpose?, byName?}: a usage record (never more than remains). */
  'ledger.usage': endpoint<LedgerActionResult>()({
    service: 'user',
    method: 'POST',
    path: 'ledger/usage',
    auth: 'user',
    input: entry.extend({
      amount: zAmount,
      usedOn: opt(zDay),
      purpose: opt(zText('用途/分析批号', 120)),
      byName: opt(zText('操作人', 60)),
    }),
  }),
  /** POST ledger/finish {id, endedOn?, reason?}: 用完. */
  'ledger.finish': endpoint<LedgerActionResult>()({
    service: 'user',
    method: 'POST',
    path: 'ledger/finish',
    auth: 'user',
    input: entry.extend({ endedOn: opt(zDay), reason: opt(zText('原因', 200)) }),
  }),
  /** POST ledger/discard {id, reason, endedOn?}: 报废 (a reason is required). */
  'ledger.discard': endpoint<LedgerActionResult>()({
    service: 'user',
    method: 'POST',
    path: 'ledger/discard',
    auth: 'user',
    input: entry.extend({ reason: zText('原因', 200), endedOn: opt(zDay) }),
  }),
  /** POST ledger/adjust {id, remaining, reason}: 盘点 (the remaining amount as weighed). */
  'ledger.adjust': endpoint<LedgerActionResult>()({
    service: 'user',
    method: 'POST',
    path: 'ledger/adjust',
    auth: 'user',
    input: entry.extend({ remaining: zAmount, reason: zText('原因', 200) }),
  }),
  /** POST ledger/update {id, location?, note?, storage?, receivedOn?, expiresOn?, lotNo?, packageValue?, lowThreshold?}. */
  'ledger.update': endpoint<LedgerActionResult>()({
    service: 'user',
    method: 'POST',
    path: 'ledger/update',
    auth: 'user',
    input: entry.extend({
      location: zText('存放位置', 120).nullish(),
      note: zText('备注', 500).nullish(),
      storage: zText('储存条件', 120).nullish(),
      receivedOn: zDay.nullish(),
      expiresOn: zDay.nullish(),
      lotNo: zText('批号', 60).nullish(),
      packageValue: zText('包装规格', 30).nullish(),
      lowThreshold: zAmount.nullish(),
    }),
  }),
  /** POST ledger/add {name, code?, cas?, supplier?, packageValue?, lotNo?, receivedOn?, expiresOn?, storage?, location?, note?, count?}. */
  'ledger.add': endpoint<{ ids: number[]; matched: boolean; message: string }>()({
    service: 'user',
    method: 'POST',
    path: 'ledger/add',
    auth: 'user',
    input: z.object({
      name: zText('名称', 200),
      code: opt(zText('货号', 60)),
      cas: opt(zText('CAS号', 20)),
      supplier: opt(zText('生产商/供应商', 100)),
      packageValue: opt(zText('包装规格', 30)),
      lotNo: opt(zText('批号', 60)),
      receivedOn: opt(zDay),
      expiresOn: opt(zDay),
      storage: opt(zText('储存条件', 120)),
      location: opt(zText('存放位置', 120)),
      note: opt(zText('备注', 500)),
      count: opt(
        z.coerce
          .number({ error: LEDGER_MSG.countInvalid })
          .int(LEDGER_MSG.countInvalid)
          .min(1, LEDGER_MSG.countInvalid)
          .max(100, LEDGER_MSG.countInvalid),
      ),
    }),
  }),
  /** POST ledger/import (multipart file .xlsx/.csv; dryRun=1 checks only): rows imported, bad rows reported. */
  'ledger.import': endpoint<LedgerImportResult>()({
    service: 'user',
    method: 'POST',
    path: 'ledger/import',
    auth: 'user',
    body: 'multipart',
    timeoutMs: 16_000,
    input: z.object({ form: zForm, dryRun: zFlag.optional() }),
  }),
  /** POST ledger/reorder {id}: 一键复购 (the same package into the cart, else the goods page of the current lot). */
  'ledger.reorder': endpoint<LedgerReorderResult>()({
    service: 'user',
    method: 'POST',
    path: 'ledger/reorder',
    auth: 'user',
    input: entry,
  }),
};
