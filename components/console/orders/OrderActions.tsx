'use client';
/**
 * The staff actions of one order in the console: 确认收款 / 驳回凭证 (finance), 发货 with carrier and tracking number
 * (warehouse), 取消订单 with a reason (ops, finance). The page passes which of them the order machine allows now and
 * the role may use; the server checks both again.
 */
import { useState } from 'react';
import { Modal, ConfirmDialog } from '@/components/ui/Modal';
import { CARRIERS } from '@/lib/api/endpoints/staff/orders';
import { Btn, ReasonButton, useConsoleAction } from '@/components/console/ui';
import { todayInChina } from '@/lib/kernel/time';

const field = 'h-9 w-full rounded border border-line px-2 text-sm';
const OTHER = '其他';

/** A line as the 发货 dialog shows it, with the COA lots it may ship from (newest first). */
export type ShipLine = {
  id: number;
  name: string;
  packageValue: string | null;
  num: number;
  lots: { id: number; batchNo: string; expiresOn: string | null }[];
};

export function OrderActions({
  orderNo,
  payAmount,
  canConfirm,
  canReject,
  canShip,
  canCancel,
  cancelRefunds,
  shipLines = [],
}: {
  orderNo: string;
  payAmount: string;
  canConfirm: boolean;
  canReject: boolean;
  canShip: boolean;
  canCancel: boolean;
  cancelRefunds: boolean;
  shipLines?: ShipLine[];
}) {
  const { run, busy } = useConsoleAction();
  const [confirming, setConfirming] = useState(false);
  const msg = (d: unknown) => (d as { message?: string }).message;
  if (!canConfirm && !canReject && !canShip && !canCancel) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="console-order-actions">
      {canConfirm && (
        <>
          <Btn disabled={busy} onClick={() => setConfirming(true)}>
            确认收款
          </Btn>
          <ConfirmDialog
            open={confirming}
            title="确认收款"
            message={`请核对转账凭证与银行流水：订单 ${orderNo} 应付 ${payAmount}。确认后订单进入待发货。`}
            confirmText="确认已收款"
            busy={busy}
            onCancel={() => setConfirming(false)}
            onConfirm={async () => {
              await run('orders.confirmTransfer', { orderNo }, msg);
              setConfirming(false);
            }}
          />
        </>
      )}
      {canReject && (
        <ReasonButton
          label="驳回凭证"
          title="驳回转账凭证"
          placeholder="如：金额与订单不符、凭证不清晰（买家可见）"
          disabled={busy}
          onSubmit={(reason) => run('orders.rejectTransfer', { orderNo, reason }, msg)}
        />
      )}
      {canShip && <ShipButton orderNo={orderNo} lines={shipLines} />}
      {canCancel && (
        <ReasonButton
          label="取消订单"
          title={cancelRefunds ? '取消订单（已付款，将进入退款中）' : '取消订单（释放库存）'}
          placeholder="取消原因（买家可见）"
          disabled={busy}
          onSubmit={(reason) => run('orders.cancel', { orderNo, reason }, msg)}
        />
      )}
    </div>
  );
}

/** The lot a line ships from by default: the newest lot that has not expired, else the newest. */
const defaultLot = (l: ShipLine, today: string) =>
  (l.lots.find((x) => !x.expiresOn || x.expiresOn >= today) ?? l.lots[0])?.id ?? null;

function ShipButton({ orderNo, lines }: { orderNo: string; lines: ShipLine[] }) {
  const { run, busy } = useConsoleAction();
  const today = todayInChina();
  const [lots, setLots] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(lines.map((l) => [l.id, defaultLot(l, today)])),
  );
  const [open, setOpen] = useState(false);
  const [carrier, setCarrier] = useState<string>(CARRIERS[0]);
  const [other, setOther] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const name = carrier === OTHER ? other.trim() : carrier;
  return (
    <>
      <Btn disabled={busy} onClick={() => setOpen(true)}>
        发货
      </Btn>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="发货"
        footer={
          <>
            <Btn kind="default" onClick={() => setOpen(false)}>
              取消
            </Btn>
            <Btn
              disabled={busy}
              onClick={async () => {
                const r = await run(
                  'orders.ship',
                  {
                    orderNo,
                    carrier: name,
                    trackingNo: trackingNo.trim(),
                    lots: lines.map((l) => ({ lineId: l.id, lotId: lots[l.id] ?? null })),
                  },
                  (d) => (d as { message?: string }).message,
                );
                if (r) setOpen(false);
              }}
            >
              确认发货
            </Btn>
          </>
        }
      >
        <div className="space-y-3 text-sm">
          <label className="block">
            <span className="mb-1 block text-ink-600">快递公司</span>
            <select
              aria-label="快递公司"
              className={field}
              value={carrier}
              onChange={(e) => setCarrier(e.target.value)}
            >
              {[...CARRIERS, OTHER].map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          {carrier === OTHER && (
            <label className="block">
              <span className="mb-1 block text-ink-600">快递公司名称</span>
              <input
                aria-label="快递公司名称"
                className={field}
                maxLength={30}
                value={other}
                onChange={(e) => setOther(e.target.value)}
              />
            </label>
          )}
          <label className="block">
            <span className="mb-1 block text-ink-600">快递单号</span>
            <input
              aria-label="快递单号"
              className={`${field} font-mono`}
              maxLength={40}
              value={trackingNo}
              onChange={(e) => setTrackingNo(e.target.value)}
              placeholder="如 SF1234567890"
            />
          </label>
          {lines.some((l) => l.lots.length > 0) && (
            <fieldset className="space-y-2" data-testid="ship-lots">
              <legend className="mb-1 text-ink-600">发货批号（记入买家的标准品台账）</legend>
              {lines.map((l) => (
                <label key={l.id} className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate" title={l.name}>
                    {l.name} {l.packageValue ?? ''} ×{l.num}
                  </span>
                  {l.lots.length === 0 ? (
                    <span className="text-ink-500">无批次</span>
                  ) : (
                    <select
                      aria-label={`批号：${l.name}`}
                      className={`${field} w-52`}
                      value={lots[l.id] ?? ''}
                      onChange={(e) => setLots({ ...lots, [l.id]: e.target.value ? Number(e.target.value) : null })}
                    >
                      {l.lots.map((x) => (
                        <option key={x.id} value={x.id}>
                          {x.batchNo}
                          {x.expiresOn ? `（有效期至 ${x.expiresOn}${x.expiresOn < today ? '，已过期' : ''}）` : ''}
                        </option>
                      ))}
                      <option value="">不记录批号</option>
                    </select>
                  )}
                </label>
              ))}
            </fieldset>
          )}
        </div>
      </Modal>
    </>
  );
}
