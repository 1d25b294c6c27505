'use client';
/**
 * The staff actions of one order in the console: 确认收款 / 驳回凭证 (finance), 发货 with carrier and tracking number
 * (warehouse), 取消订单 with a reason (ops, finance). The page passes which of them the order machine allows now and
 * the role may use; the server checks both again.
 */
import { useState } from 'react';
import { Modal, ConfirmDialog } from '@/components/ui/Modal';
import { CARRIERS } from '@/lib/console/endpoints/orders';
import { Btn, ReasonButton, useConsoleAction } from '@/components/console/ui';

const field = 'h-9 w-full rounded border border-line px-2 text-sm';
const OTHER = '其他';

export function OrderActions({ orderNo, payAmount, canConfirm, canReject, canShip, canCancel, cancelRefunds }: { orderNo: string; payAmount: string; canConfirm: boolean; canReject: boolean; canShip: boolean; canCancel: boolean; cancelRefunds: boolean }) {
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
      {canReject && <ReasonButton label="驳回凭证" title="驳回转账凭证" placeholder="如：金额与订单不符、凭证不清晰（买家可见）" disabled={busy} onSubmit={(reason) => run('orders.rejectTransfer', { orderNo, reason }, msg)} />}
      {canShip && <ShipButton orderNo={orderNo} />}
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

function ShipButton({ orderNo }: { orderNo: string }) {
  const { run, busy } = useConsoleAction();
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
                const r = await run('orders.ship', { orderNo, carrier: name, trackingNo: trackingNo.trim() }, (d) => (d as { message?: string }).message);
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
            <select aria-label="快递公司" className={field} value={carrier} onChange={(e) => setCarrier(e.target.value)}>
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
              <input aria-label="快递公司名称" className={field} maxLength={30} value={other} onChange={(e) => setOther(e.target.value)} />
            </label>
          )}
          <label className="block">
            <span className="mb-1 block text-ink-600">快递单号</span>
            <input aria-label="快递单号" className={`${field} font-mono`} maxLength={40} value={trackingNo} onChange={(e) => setTrackingNo(e.target.value)} placeholder="如 SF1234567890" />
          </label>
        </div>
      </Modal>
    </>
  );
}
