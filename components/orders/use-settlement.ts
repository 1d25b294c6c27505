'use client';
/**
 * The settlement page's data and actions, shared by the desktop page (SettlementPage) and the phone view: the
 * server's preview (cart, accepted quotation or custom quote), the addresses and invoice titles (the organisation's
 * shared ones too), the choices, and 提交订单 with one idempotency key per page visit.
 */
import { useRouter } from 'next/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { useSession } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { newSubmissionKey, ORDER_KEYS, refreshCart, refreshOrders } from '@/lib/client/orders';
import { ORDER_MSG } from '@/lib/config/messages';
import { isLicenceBlocker } from '@/components/licences/LicenceNotice';

/** Where a placed order is paid (the desktop payment page). */
export const paymentBillPath = (orderNo: string) =>
  `/settlementPage/payment/paymentBill?orderNo=${encodeURIComponent(orderNo)}`;

export type SettlementState = ReturnType<typeof useSettlement>;

export function useSettlement({
  inquiryId,
  customId,
  payHref,
}: {
  inquiryId: number | null;
  customId: number | null;
  payHref: (orderNo: string) => string;
}) {
  const { isLogin } = useSession();
  const router = useRouter();
  const qc = useQueryClient();
  const source = inquiryId ? 'inquiry' : customId ? 'custom' : 'cart';
  const previewQ = useQuery({
    queryKey: ORDER_KEYS.preview(source, inquiryId ?? customId),
    queryFn: () =>
      api(
        'order.settlementPreview',
        inquiryId ? { source: 'inquiry', inquiryId } : customId ? { source: 'custom', customId } : { source: 'cart' },
      ),
    enabled: isLogin,
  });
  // With the organisation members' shared addresses and invoice titles (organisation purchasing).
  const addrQ = useQuery({
    queryKey: ['address.list', 'receiving', 'shared'],
    queryFn: () => api('address.list', { kind: 'receiving', shared: '1' }),
    enabled: isLogin,
  });
  const titlesQ = useQuery({
    queryKey: ['invoiceTitle.list', 'shared'],
    queryFn: () => api('invoiceTitle.list', { shared: '1' }),
    enabled: isLogin,
  });
  const [addressId, setAddressId] = useState<number | null>(null);
  const [invoiceType, setInvoiceType] = useState<0 | 1 | 2>(0);
  const [titleId, setTitleId] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [poNumber, setPoNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState<'address' | 'title' | null>(null);
  const key = useRef('');
  if (!key.current) key.current = newSubmissionKey();

  const addresses = addrQ.data ?? [];
  const titles = (titlesQ.data ?? []).filter((t) => invoiceType === 0 || (invoiceType === 2 ? t.type === 2 : true));
  useEffect(() => {
    if (addressId === null && addresses.length) setAddressId((addresses.find((a) => a.isDefault) ?? addresses[0]!).id);
  }, [addresses, addressId]);
  useEffect(() => {
    if (invoiceType !== 0 && (titleId === null || !titles.some((t) => t.id === titleId)))
      setTitleId((titles.find((t) => t.isDefault) ?? titles[0])?.id ?? null);
  }, [invoiceType, titles, titleId]);

  // What blocks the order besides a missing document (LicenceNotice tells those), and whether 提交订单 may be pressed.
  const blockers = previewQ.data?.blockers ?? [];
  const otherBlockers = blockers.filter((b) => !isLicenceBlocker(b));
  const canSubmit = !!previewQ.data && !busy && blockers.length === 0 && !!addressId;

  async function submit() {
    if (busy) return;
    if (!addressId) return toast.warning(ORDER_MSG.addressRequired);
    if (invoiceType !== 0 && !titleId) return toast.warning(ORDER_MSG.invoiceTitleRequired);
    setBusy(true);
    try {
      const r = await api('order.submit', {
        idempotencyKey: key.current,
        source,
        ...(inquiryId ? { inquiryId } : {}),
        ...(customId ? { customId } : {}),
        addressId,
        invoice: { type: invoiceType, titleId: invoiceType === 0 ? null : titleId },
        remark: remark.trim() || null,
        poNumber: poNumber.trim() || null,
      });
      await Promise.all([refreshCart(qc), refreshOrders(qc)]);
      router.replace(payHref(r.orderNo));
    } catch (err) {
      notifyError(err);
      setBusy(false);
      void previewQ.refetch();
    }
  }

  return {
    previewQ,
    addresses,
    titles,
    addressId,
    setAddressId,
    invoiceType,
    setInvoiceType,
    titleId,
    setTitleId,
    remark,
    setRemark,
    poNumber,
    setPoNumber,
    busy,
    adding,
    setAdding,
    otherBlockers,
    canSubmit,
    submit,
  };
}
