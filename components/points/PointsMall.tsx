'use client';
/**
 * The gifts of the points mall (/pointsMallCenter) and redeeming one.
 *
 * A logged-in buyer sees the balance, and per gift a 兑换 button (积分不足 / 已兑完 when it cannot); a guest sees
 * 登录后兑换, which opens the login popup (or goes to /login without JavaScript). 兑换 opens a confirm dialog; the
 * idempotency key is created once per opening, and the confirm button sends ONE request (a ref guards it until the
 * answer, the button is disabled while pending): a double click or a retry is one redemption on the server too.
 * Balance and stock are the server's: after the answer the balance, gift list, ledger and redemptions refresh.
 */
import Link from 'next/link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import type { GiftDTO, RedeemResult } from '@/lib/api/endpoints/points';
import type { AddressDTO, PointsPageDTO } from '@/lib/api/endpoints/profile';
import { useCenterQuery } from '@/lib/client/profile-queries';
import { useSession } from '@/lib/client/session';
import { openLogin } from '@/lib/client/login-modal';
import { newSubmissionKey } from '@/lib/client/inquiries';
import { toast } from '@/lib/client/toast';
import { loginHref } from '@/lib/config/routes';
import { POINTS_MSG } from '@/lib/config/messages';
import { Modal } from '@/components/ui/Modal';
import { EmptyState } from '@/components/ui/EmptyState';
import { isPlainClick } from '@/components/layout/ProtectedLink';

const SELF = '/pointsMallCenter';
const ADDRESS_PAGE = '/personalCenter/receivingAddress';
export const GIFTS_KEY = ['points.gifts', null] as const;
const POINTS_KEY = ['points.list', null] as const;
const ADDRESS_INPUT = { kind: 'receiving' as const };

export function PointsMall({ initialGifts }: { initialGifts: GiftDTO[] }) {
  const { isLogin } = useSession();
  const qc = useQueryClient();
  const giftsQ = useQuery({ queryKey: GIFTS_KEY, queryFn: () => api('points.gifts'), initialData: initialGifts });
  const pointsQ = useCenterQuery('points.list');
  const balance = isLogin && pointsQ.data ? pointsQ.data.balance : null;

  const [target, setTarget] = useState<GiftDTO | null>(null);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<RedeemResult | null>(null);
  /** One key per opening of the dialog: every request of this opening carries it. */
  const keyRef = useRef<string>('');
  /** Set synchronously on the first click: a second click before React re-renders sends nothing. */
  const pendingRef = useRef(false);
  const addressQ = useCenterQuery('address.list', ADDRESS_INPUT, target !== null);
  const address: AddressDTO | null = addressQ.data
    ? (addressQ.data.find((a) => a.isDefault) ?? addressQ.data[0] ?? null)
    : null;

  function ask(g: GiftDTO) {
    keyRef.current = newSubmissionKey().replace(/[^A-Za-z0-9_-]/g, '');
    setTarget(g);
  }
  function close() {
    if (pendingRef.current) return;
    setTarget(null);
  }
  async function confirm() {
    if (!target || pendingRef.current) return;
    pendingRef.current = true;
    setBusy(true);
    try {
      const r = await api('points.redeem', {
        giftId: target.id,
        idempotencyKey: keyRef.current,
        ...(address ? { addressId: address.id } : {}),
      });
      qc.setQueryData<PointsPageDTO>(POINTS_KEY, (old) => (old ? { ...old, balance: r.balance } : old));
      setLast(r);
      toast.success(POINTS_MSG.redeemed(r.giftName, r.balance));
      setTarget(null);
    } catch (err) {
      notifyError(err);
    } finally {
      pendingRef.current = false;
      setBusy(false);
      await Promise.all(
        ['points.list', 'points.gifts', 'points.redemptions'].map((k) => qc.invalidateQueries({ queryKey: [k] })),
      );
    }
  }

  const gifts = giftsQ.data;
  return (
    <div className="space-y-4" data-testid="points-mall">
      <div className="flex items-center justify-between rounded bg-gradient-to-r from-brand-50 to-white px-5 py-4">
        {isLogin ? (
          <p className="text-[14px] text-ink-700">
            我的可用积分：
            <strong className="text-[24px] font-semibold tabular-nums text-accent-600" data-testid="mall-balance">
              {balance ?? '…'}
            </strong>
          </p>
        ) : (
          <p className="text-[14px] text-ink-700">登录后查看可用积分并兑换礼品</p>
        )}
        <div className="flex gap-2">
          {isLogin && (
            <Link href="/personalCenter/myIntegral" className="btn btn-outline">
              积分明细与兑换记录
            </Link>
          )}
        </div>
      </div>
      {last && (
        <p
          className="rounded border border-green-200 bg-green-50 px-4 py-2 text-[13px] text-success"
          role="status"
          data-testid="redeem-result"
        >
          {POINTS_MSG.redeemed(last.giftName, last.balance)}，礼品将寄送至
          {last.address
            ? `${last.address.consignee} ${last.address.regionText ?? ''} ${last.address.detail}`
            : '您的收货地址'}
          。
        </p>
      )}
      {gifts.length === 0 ? (
        <EmptyState text={POINTS_MSG.noGifts} />
      ) : (
        <ul className="grid grid-cols-4 gap-4" data-testid="gift-list">
          {gifts.map((g) => (
            <li
              key={g.id}
              className="card flex flex-col p-5"
              data-testid="gift-card"
              data-gift-id={g.id}
              data-cost={g.cost}
            >
              <div
                className="mb-3 flex h-[110px] items-center justify-center rounded bg-gradient-to-br from-brand-50 to-accent-50 text-accent-500"
                aria-hidden="true"
              >
                <GiftIcon />
              </div>
              <h3 className="text-[14px] font-medium text-ink-900">{g.name}</h3>
              {g.description && <p className="mt-1 line-clamp-2 text-[12px] text-ink-500">{g.description}</p>}
              <div className="mt-auto flex items-end justify-between pt-3">
                <div>
                  <p className="text-[16px] font-semibold text-accent-600">
                    <span className="tabular-nums">{g.cost}</span> 积分
                  </p>
                  <p className="text-[12px] text-ink-500" data-testid="gift-stock">
                    {g.stock > 0 ? `库存 ${g.stock}` : POINTS_MSG.soldOut}
                  </p>
                </div>
                <GiftButton gift={g} isLogin={isLogin} balance={balance} onRedeem={() => ask(g)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={target !== null}
        onClose={close}
        title="确认兑换"
        width={440}
        footer={
          <>
            <button type="button" className="btn btn-outline" onClick={close} disabled={busy}>
              取消
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void confirm()}
              disabled={busy || !address || addressQ.isPending}
              data-testid="redeem-confirm"
            >
              {busy ? '兑换中…' : '确认兑换'}
            </button>
          </>
        }
      >
        {target && (
          <div className="space-y-3 text-[13px]" data-testid="redeem-dialog">
            <p>{POINTS_MSG.redeemConfirm(target.name, target.cost)}</p>
            {balance !== null && (
              <p className="text-ink-500">
                当前积分 <span className="tabular-nums">{balance}</span>，兑换后剩余{' '}
                <span className="tabular-nums">{Math.max(0, balance - target.cost)}</span>
              </p>
            )}
            <div className="rounded bg-surface px-3 py-2">
              <p className="mb-1 text-ink-500">寄送地址</p>
              {addressQ.isPending ? (
                <p>…</p>
              ) : address ? (
                <p data-testid="redeem-address">
                  {address.consignee} {address.mobile}
                  <br />
                  {address.regionText} {address.detail}
                </p>
              ) : (
                <p className="text-danger">
                  {POINTS_MSG.addressRequired}{' '}
                  <Link href={ADDRESS_PAGE} className="text-brand-600 underline">
                    去添加
                  </Link>
                </p>
              )}
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}

function GiftButton({
  gift,
  isLogin,
  balance,
  onRedeem,
}: {
  gift: GiftDTO;
  isLogin: boolean;
  balance: number | null;
  onRedeem: () => void;
}) {
  if (!isLogin) {
    return (
      <Link
        prefetch={false}
        href={loginHref(SELF)}
        className="btn btn-outline btn-sm"
        data-testid="gift-login"
        onClick={(e) => {
          if (!isPlainClick(e)) return;
          e.preventDefault();
          openLogin({ returnTo: SELF });
        }}
      >
        {POINTS_MSG.loginToRedeem}
      </Link>
    );
  }
  const soldOut = gift.stock <= 0;
  const lacking = balance !== null && balance < gift.cost;
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm"
      disabled={soldOut || lacking || balance === null}
      onClick={onRedeem}
      data-testid="gift-redeem"
    >
      {soldOut ? POINTS_MSG.soldOut : lacking ? POINTS_MSG.lacking : POINTS_MSG.redeem}
    </button>
  );
}

/** A stroke gift-box icon (no emoji: the system fonts may have no colour emoji). */
function GiftIcon() {
  return (
    <svg
      width="44"
      height="44"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3.5 8h17v4h-17z M5 12v8.5h14V12 M12 8v12.5 M12 8C10.5 4.5 6.5 4 6.5 6.2 6.5 8 12 8 12 8Z M12 8c1.5-3.5 5.5-4 5.5-1.8C17.5 8 12 8 12 8Z" />
    </svg>
  );
}
