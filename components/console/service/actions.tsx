'use client';
/**
 * Staff actions of the console's service pages. Each calls its console endpoint through useConsoleAction (toast with
 * the server's message, then the server-rendered page refreshes); the server checks role, state and input again.
 */
import { useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { Btn, ReasonButton, useConsoleAction } from '@/components/console/ui';
import { CREDIT_RULES, FEEDBACK_REWARD_POINTS } from '@/lib/config/constants';
import { CONSOLE_SERVICE_MSG as SM, REFUND_MSG } from '@/lib/config/messages';
import { INVOICE_NUMBER_RE } from '@/lib/api/endpoints/staff/service';

const msg = (d: unknown) => (d as { message?: string } | null)?.message;
const input = 'h-9 w-full rounded border border-line px-2 text-sm';

/** A button opening a dialog with fields; `submit` returns null when the call failed (the dialog stays open). */
export function DialogButton({
  label,
  title,
  kind = 'primary',
  testId,
  disabled,
  children,
  check,
  submit,
}: {
  label: string;
  title: string;
  kind?: 'primary' | 'default' | 'danger';
  testId?: string;
  disabled?: boolean;
  children: React.ReactNode;
  /** Checks the fields before submitting (false: the dialog shows what is missing and stays open). */
  check?: () => boolean;
  submit: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Btn kind={kind} disabled={disabled} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Btn>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        footer={
          <>
            <Btn kind="default" onClick={() => setOpen(false)}>
              取消
            </Btn>
            <Btn
              disabled={busy}
              data-testid={testId ? `${testId}-confirm` : undefined}
              onClick={async () => {
                if (check && !check()) return;
                setBusy(true);
                const r = await submit();
                setBusy(false);
                if (r !== null) setOpen(false);
              }}
            >
              确定
            </Btn>
          </>
        }
      >
        <div className="space-y-3 text-sm">{children}</div>
      </Modal>
    </>
  );
}

/** A field's label with the required mark, and the message of what is wrong with it (after a submit attempt). */
function Field({
  label,
  required,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <label className="block">
      <span className="mb-1 block text-ink-600">
        {required && (
          <span className="mr-0.5 text-red-600" aria-hidden>
            *
          </span>
        )}
        {label}
      </span>
      {children}
      {error && (
        <span role="alert" className="mt-1 block text-xs text-red-600">
          {error}
        </span>
      )}
    </label>
  );
}

function TextArea({
  label,
  value,
  onChange,
  placeholder,
  max,
  required,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  max: number;
  required?: boolean;
  error?: string;
}) {
  return (
    <Field label={label} required={required} error={error}>
      <textarea
        aria-label={label}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        className={`h-24 w-full rounded border p-2 ${error ? 'border-red-400' : 'border-line'}`}
        maxLength={max}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/* ── After-sales ── */

export function AfterSaleActions({
  id,
  actions,
  amount,
  typeLabel,
}: {
  id: number;
  actions: string[];
  amount: string | null;
  typeLabel: string;
}) {
  const { run, busy } = useConsoleAction();
  const [note, setNote] = useState('');
  const [resolution, setResolution] = useState('');
  if (actions.length === 0) return <span className="text-sm text-ink-500">无需处理</span>;
  return (
    <div className="flex flex-wrap gap-2" data-testid="after-sale-actions">
      {actions.includes('approve') && (
        <DialogButton
          label="审核通过"
          title="审核通过"
          testId="after-sale-approve"
          disabled={busy}
          submit={() => run('afterSales.approve', { id, note: note.trim() || undefined }, msg)}
        >
          <p>通过后买家可{typeLabel === '退货退款' || typeLabel === '换货' ? '寄回商品' : '等待处理结果'}。</p>
          <TextArea
            label="备注（买家可见，可不填）"
            value={note}
            onChange={setNote}
            max={500}
            placeholder="如：请在 7 天内寄回，注明售后单号"
          />
        </DialogButton>
      )}
      {actions.includes('reject') && (
        <ReasonButton
          label="驳回"
          title="驳回售后申请"
          placeholder="买家将看到驳回原因"
          disabled={busy}
          onSubmit={(reason) => run('afterSales.reject', { id, reason }, msg)}
        />
      )}
      {actions.includes('complete') && (
        <DialogButton
          label="确认完成"
          title="确认收货并完成"
          testId="after-sale-complete"
          disabled={busy}
          submit={() => run('afterSales.complete', { id, resolution: resolution.trim() || undefined }, msg)}
        >
          {amount && (
            <p>
              退款金额（按订单行计算）：<b>{amount}</b>
              。确认后生成退款单，按订单支付方式退回：账期冲减账单并恢复额度、支付宝原路退回、对公转账由财务在「退款」中登记。
            </p>
          )}
          <TextArea
            label="处理结果（买家可见）"
            value={resolution}
            onChange={setResolution}
            max={500}
            placeholder="如：退货已验收 / 已补发，顺丰 SF…"
          />
        </DialogButton>
      )}
    </div>
  );
}

/* ── Invoices ── */

export function InvoiceActions({ id, canReject = true }: { id: number; canReject?: boolean }) {
  const { run, busy } = useConsoleAction();
  const [number, setNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  // The same rules as the server's (lib/api/endpoints/staff/service.ts), shown at the field once 确定 was pressed.
  const numberError = tried && !INVOICE_NUMBER_RE.test(number.trim()) ? SM.invoiceNumberInvalid : '';
  const fileError = tried && !file ? SM.invoicePdfRequired : '';
  return (
    <div className="flex flex-wrap gap-2" data-testid="invoice-actions">
      <DialogButton
        label="开票"
        title="开具发票"
        testId="invoice-issue"
        disabled={busy}
        check={() => {
          setTried(true);
          return INVOICE_NUMBER_RE.test(number.trim()) && !!file;
        }}
        submit={() => {
          const fd = new FormData();
          fd.set('id', String(id));
          fd.set('invoiceNumber', number.trim());
          if (file) fd.set('file', file);
          return run('invoices.issue', fd, msg);
        }}
      >
        <Field label="发票号码" required error={numberError}>
          <input
            aria-label="发票号码"
            aria-required
            aria-invalid={numberError ? true : undefined}
            className={`${input} ${numberError ? 'border-red-400' : ''}`}
            value={number}
            maxLength={40}
            onChange={(e) => setNumber(e.target.value)}
            placeholder="税务机关的发票号码（6-40位数字或字母）"
          />
        </Field>
        <Field label="发票 PDF" required error={fileError}>
          <input
            aria-label="发票 PDF"
            aria-required
            aria-invalid={fileError ? true : undefined}
            type="file"
            accept="application/pdf,.pdf"
            className="block text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
        <p className="text-xs text-ink-500">PDF 将按文件内容校验，开票后买家可在发票管理中下载。</p>
      </DialogButton>
      {canReject && (
        <ReasonButton
          label="驳回"
          title="驳回发票申请"
          placeholder="买家将看到驳回原因"
          disabled={busy}
          onSubmit={(reason) => run('invoices.reject', { id, reason }, msg)}
        />
      )}
    </div>
  );
}

/* ── Refunds ── */

/** Today in China (the transfer date's default and upper bound). */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Finance's steps on a refund: 登记转账 (reference 流水号 + date) or 标记失败 for a bank transfer; 重新退款 for a failed
 * one (Alipay: the same out_request_no, so it is never refunded twice); 重新提交 for an Alipay refund without an answer.
 */
export function RefundActions({
  id,
  actions,
  amount,
  channelLabel,
}: {
  id: number;
  actions: string[];
  amount: string;
  channelLabel: string;
}) {
  const { run, busy } = useConsoleAction();
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(chinaToday());
  const [tried, setTried] = useState(false);
  const referenceError = tried && !reference.trim() ? REFUND_MSG.referenceRequired : '';
  const dateError = tried && !date ? REFUND_MSG.dateInvalid : '';
  if (actions.length === 0) return <span className="text-sm text-ink-500">无需处理</span>;
  return (
    <div className="flex flex-wrap gap-2" data-testid="refund-actions">
      {actions.includes('record_transfer') && (
        <DialogButton
          label="登记转账"
          title="登记退款转账"
          testId="refund-transfer"
          disabled={busy}
          check={() => {
            setTried(true);
            return !!reference.trim() && !!date;
          }}
          submit={() => run('refunds.recordTransfer', { id, reference: reference.trim(), date }, msg)}
        >
          <p>
            请先通过网银向买家转账 <b>{amount}</b>（{channelLabel}
            ），再登记银行流水号与转账日期。登记后退款完成，买家可在订单与售后详情中看到。
          </p>
          <Field label="转账流水号" required error={referenceError}>
            <input
              aria-label="转账流水号"
              aria-required
              aria-invalid={referenceError ? true : undefined}
              className={`${input} ${referenceError ? 'border-red-400' : ''}`}
              maxLength={64}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              placeholder="字母、数字或短横线"
            />
          </Field>
          <Field label="转账日期" required error={dateError}>
            <input
              aria-label="转账日期"
              aria-required
              aria-invalid={dateError ? true : undefined}
              type="date"
              className={`${input} ${dateError ? 'border-red-400' : ''}`}
              max={chinaToday()}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </Field>
        </DialogButton>
      )}
      {(actions.includes('retry') || actions.includes('resend')) && (
        <DialogButton
          label={actions.includes('retry') ? '重新退款' : '重新提交'}
          title="重新退款"
          kind="default"
          testId="refund-retry"
          disabled={busy}
          submit={() => run('refunds.retry', { id }, msg)}
        >
          <p>
            {channelLabel === '原路退回支付宝'
              ? '将以同一退款请求号再次向支付宝提交，支付宝对同一请求号只退款一次，不会重复退款。'
              : '退款将回到“退款中”，等待财务重新转账。'}
          </p>
        </DialogButton>
      )}
      {actions.includes('fail') && (
        <ReasonButton
          label="标记失败"
          title="退款转账失败"
          placeholder="如：收款账户名不符，已退回"
          disabled={busy}
          onSubmit={(reason) => run('refunds.fail', { id, reason }, msg)}
        />
      )}
    </div>
  );
}

/* ── Credit ── */

function QuotaFields({
  quota,
  setQuota,
  period,
  setPeriod,
}: {
  quota: string;
  setQuota: (v: string) => void;
  period: string;
  setPeriod: (v: string) => void;
}) {
  return (
    <>
      <label className="block">
        <span className="mb-1 block text-ink-600">授信额度（元）</span>
        <input
          aria-label="授信额度"
          inputMode="decimal"
          className={input}
          value={quota}
          onChange={(e) => setQuota(e.target.value)}
        />
      </label>
      <label className="block">
        <span className="mb-1 block text-ink-600">账期天数</span>
        <select aria-label="账期天数" className={input} value={period} onChange={(e) => setPeriod(e.target.value)}>
          {CREDIT_RULES.periods.map((p) => (
            <option key={p} value={p}>
              {p} 天
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

export function CreditAppActions({ id, quota: q0, periodDays }: { id: number; quota: number; periodDays: number }) {
  const { run, busy } = useConsoleAction();
  const [quota, setQuota] = useState(String(q0));
  const [period, setPeriod] = useState(String(periodDays));
  return (
    <div className="flex flex-wrap gap-2">
      <DialogButton
        label="通过"
        title="通过账期申请"
        testId={`credit-approve-${id}`}
        disabled={busy}
        submit={() => run('credit.approve', { id, quota: Number(quota), periodDays: Number(period) }, msg)}
      >
        <QuotaFields quota={quota} setQuota={setQuota} period={period} setPeriod={setPeriod} />
      </DialogButton>
      <ReasonButton
        label="驳回"
        title="驳回账期申请"
        placeholder="单位管理员将看到驳回原因"
        disabled={busy}
        onSubmit={(reason) => run('credit.reject', { id, reason }, msg)}
      />
    </div>
  );
}

export function CreditAccountButton({
  orgId,
  quota: q0,
  periodDays,
  used,
}: {
  orgId: number;
  quota: number | null;
  periodDays: number | null;
  used: string | null;
}) {
  const { run, busy } = useConsoleAction();
  const [quota, setQuota] = useState(q0 === null ? '' : String(q0));
  const [period, setPeriod] = useState(String(periodDays ?? 30));
  return (
    <DialogButton
      label={q0 === null ? '开通账期' : '调整额度'}
      title={q0 === null ? '开通账期' : '调整额度与账期'}
      testId="credit-account-set"
      disabled={busy}
      submit={() => run('credit.setAccount', { orgId, quota: Number(quota), periodDays: Number(period) }, msg)}
    >
      {used && <p className="text-ink-600">已用额度 {used}，新额度不能低于已用额度。</p>}
      <QuotaFields quota={quota} setQuota={setQuota} period={period} setPeriod={setPeriod} />
    </DialogButton>
  );
}

export function RepaidButton({ orderNo, amount }: { orderNo: string; amount: string }) {
  const { run, busy } = useConsoleAction();
  return (
    <DialogButton
      label="登记还款"
      title="登记还款"
      kind="default"
      disabled={busy}
      submit={() => run('credit.repaid', { orderNo }, msg)}
    >
      <p>
        确认订单 <span className="font-mono">{orderNo}</span> 的账期款 {amount} 已到账？登记后该额度恢复可用。
      </p>
    </DialogButton>
  );
}

/* ── Verifications ── */

export function VerificationActions({ id, kindLabel }: { id: number; kindLabel: string }) {
  const { run, busy } = useConsoleAction();
  return (
    <div className="flex flex-wrap gap-2" data-testid="verification-actions">
      <DialogButton
        label="通过"
        title={`通过${kindLabel}`}
        testId="verification-approve"
        disabled={busy}
        submit={() => run('verifications.approve', { id }, msg)}
      >
        <p>请确认证件照片清晰、信息与证件一致。</p>
      </DialogButton>
      <ReasonButton
        label="驳回"
        title={`驳回${kindLabel}`}
        placeholder="买家将看到驳回原因，如：身份证照片模糊，请重新上传"
        disabled={busy}
        onSubmit={(reason) => run('verifications.reject', { id, reason }, msg)}
      />
    </div>
  );
}

/* ── Feedback ── */

export function FeedbackActions({
  id,
  unread,
  adopted,
  reply: r0,
  forGuest,
}: {
  id: number;
  unread: boolean;
  adopted: boolean;
  reply: string | null;
  forGuest: boolean;
}) {
  const { run, busy } = useConsoleAction();
  const [reply, setReply] = useState(r0 ?? '');
  const [tried, setTried] = useState(false);
  return (
    <div className="flex flex-wrap gap-2" data-testid="feedback-actions">
      {unread && (
        <Btn
          kind="default"
          disabled={busy}
          onClick={() => run('feedback.read', { id }, msg)}
          data-testid="feedback-read"
        >
          标为已读
        </Btn>
      )}
      <DialogButton
        label={r0 ? '修改回复' : '回复'}
        title="回复买家"
        kind="default"
        testId="feedback-reply"
        disabled={busy}
        check={() => {
          setTried(true);
          return !!reply.trim();
        }}
        submit={() => run('feedback.reply', { id, reply: reply.trim() }, msg)}
      >
        <TextArea
          label="回复内容"
          required
          error={tried && !reply.trim() ? SM.replyRequired : ''}
          value={reply}
          onChange={setReply}
          max={1000}
          placeholder="买家可在个人中心「我的反馈」查看"
        />
      </DialogButton>
      <DialogButton
        label={adopted ? '已采纳' : '采纳'}
        title="采纳意见反馈"
        testId="feedback-adopt"
        disabled={busy || adopted}
        submit={() => run('feedback.adopt', { id }, msg)}
      >
        <p>
          {forGuest
            ? '该反馈由游客提交，采纳后无账户可奖励积分。'
            : `采纳后将为提交人增加 ${FEEDBACK_REWARD_POINTS} 积分（每条反馈仅奖励一次）。`}
        </p>
      </DialogButton>
    </div>
  );
}
