/** Status badges of orders, inquiries and custom requests in the console (colour says whether staff must act). */
import type { OrderStatus } from '@/lib/domain/commerce/orders/client';
import { ORDER_STATUS_LABELS } from '@/lib/domain/commerce/orders';
import { Badge } from '@/components/console/parts';

type Tone = 'gray' | 'blue' | 'green' | 'amber' | 'red';

const ORDER_TONES: Record<OrderStatus, Tone> = {
  pending_approval: 'gray',
  pending_payment: 'gray',
  pending_confirm: 'amber',
  paid: 'amber',
  shipped: 'blue',
  completed: 'green',
  cancelled: 'gray',
  refunding: 'red',
  refunded: 'gray',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={ORDER_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

const REQUEST_TONES: Record<string, Tone> = {
  submitted: 'amber',
  quoted: 'blue',
  ordered: 'green',
  closed: 'gray',
  rejected: 'red',
  cancelled: 'gray',
};

/** An inquiry's or custom request's status (label computed by its domain: 报价已过期 included). */
export function RequestStatusBadge({ status, label }: { status: string; label: string }) {
  return <Badge tone={label === '报价已过期' ? 'gray' : (REQUEST_TONES[status] ?? 'gray')}>{label}</Badge>;
}
