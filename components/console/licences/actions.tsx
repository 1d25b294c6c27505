'use client';
/** Staff actions on a licence document: 通过 / 驳回 (with the reason the buyer reads) while 待审核, 撤销 once 已通过. */
import { ReasonButton, useConsoleAction } from '@/components/console/ui';
import { DialogButton } from '@/components/console/service/dialog';

const msg = (d: unknown) => (d as { message?: string } | null)?.message;

export function LicenceActions({ id, status, kindLabel }: { id: number; status: string; kindLabel: string }) {
  const { run, busy } = useConsoleAction();
  if (status === 'pending')
    return (
      <div className="flex flex-wrap gap-2" data-testid="licence-actions">
        <DialogButton
          label="通过"
          title={`通过：${kindLabel}`}
          testId="licence-approve"
          disabled={busy}
          submit={() => run('licences.approve', { id }, msg)}
        >
          <p>
            请核对扫描件：证件类型、编号、发证机关、有效期与填写一致，持证单位与买家单位一致，证件清晰完整、无涂改。
          </p>
          <p className="mt-2 text-ink-500">通过后，该资质在有效期内即可解锁相应管制类别商品的下单。</p>
        </DialogButton>
        <ReasonButton
          label="驳回"
          title={`驳回：${kindLabel}`}
          placeholder="买家将看到驳回原因，如：扫描件模糊，请上传清晰完整的证件"
          disabled={busy}
          onSubmit={(reason) => run('licences.reject', { id, reason }, msg)}
        />
      </div>
    );
  if (status === 'approved')
    return (
      <div className="flex flex-wrap gap-2" data-testid="licence-actions">
        <ReasonButton
          label="撤销"
          title={`撤销：${kindLabel}`}
          placeholder="如：发证机关已注销该证件；买家将看到原因"
          disabled={busy}
          onSubmit={(reason) => run('licences.revoke', { id, reason }, msg)}
        />
      </div>
    );
  return null;
}
