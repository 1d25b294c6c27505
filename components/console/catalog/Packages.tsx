'use client';
/**
 * A product's packages in the console: each row edits price (exact: sent as text), stock (an increase notifies the
 * 到货通知 subscribers on the server), delivery and on/off sale; a last row adds a package. Also the shelf toggle.
 */
import { useState } from 'react';
import { Btn, useConsoleAction } from '../ui';
import { inputCls } from '../content/fields';
import { Table } from '../parts';

export type PackageRow = {
  id: number;
  code: string;
  packageValue: string;
  price: string | null;
  stock: number;
  delivery: string;
  status: number;
};

function Row({ s }: { s: PackageRow }) {
  const { run, busy } = useConsoleAction();
  const [price, setPrice] = useState(s.price ?? '');
  const [stock, setStock] = useState(String(s.stock));
  const [delivery, setDelivery] = useState(s.delivery);
  const dirty = price !== (s.price ?? '') || stock !== String(s.stock) || delivery !== s.delivery;
  const save = () =>
    run('catalog.updateSku', { skuId: s.id, price: price.trim() === '' ? '询价' : price, stock, delivery }, (d) => {
      const r = (d as { restocked: { added: number; claimed: number } | null }).restocked;
      return r && r.claimed > 0 ? `已保存，已通知 ${r.claimed} 位到货通知订阅者` : '已保存';
    });
  return (
    <tr data-testid="sku-row" data-sku={s.code}>
      <td className="px-3 py-2 font-mono text-xs">{s.code}</td>
      <td className="px-3 py-2">{s.packageValue}</td>
      <td className="px-3 py-2">
        <div className="flex items-center gap-1">
          <span className="text-ink-500">¥</span>
          <input
            className={`${inputCls} w-28`}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            placeholder="询价"
            aria-label={`${s.packageValue} 价格`}
            inputMode="decimal"
          />
        </div>
      </td>
      <td className="px-3 py-2">
        <input
          className={`${inputCls} w-20`}
          value={stock}
          onChange={(e) => setStock(e.target.value)}
          aria-label={`${s.packageValue} 库存`}
          inputMode="numeric"
        />
      </td>
      <td className="px-3 py-2">
        <input
          className={`${inputCls} w-24`}
          value={delivery}
          onChange={(e) => setDelivery(e.target.value)}
          aria-label={`${s.packageValue} 货期`}
        />
      </td>
      <td className="whitespace-nowrap px-3 py-2">
        <Btn kind={dirty ? 'primary' : 'default'} disabled={busy || !dirty} onClick={() => void save()}>
          保存
        </Btn>
        <Btn
          kind="link"
          className="ml-3"
          disabled={busy}
          onClick={() =>
            void run(
              'catalog.updateSku',
              { skuId: s.id, status: s.status === 1 ? 0 : 1 },
              s.status === 1 ? '已停售该规格' : '已恢复销售',
            )
          }
        >
          {s.status === 1 ? '停售' : '恢复销售'}
        </Btn>
        {s.status !== 1 && <span className="ml-2 text-xs text-red-600">已停售</span>}
      </td>
    </tr>
  );
}

function AddRow({ productId }: { productId: number }) {
  const { run, busy } = useConsoleAction();
  const [f, setF] = useState({ packageValue: '', price: '', stock: '0', delivery: '' });
  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setF((p) => ({ ...p, [k]: e.target.value }));
  return (
    <tr className="bg-[#fafbfc]">
      <td className="px-3 py-2 text-xs text-ink-500">新增规格</td>
      <td className="px-3 py-2">
        <input
          className={`${inputCls} w-24`}
          value={f.packageValue}
          onChange={set('packageValue')}
          placeholder="如 10mg"
          aria-label="新规格"
        />
      </td>
      <td className="px-3 py-2">
        <input
          className={`${inputCls} w-28`}
          value={f.price}
          onChange={set('price')}
          placeholder="询价"
          aria-label="新规格价格"
        />
      </td>
      <td className="px-3 py-2">
        <input className={`${inputCls} w-20`} value={f.stock} onChange={set('stock')} aria-label="新规格库存" />
      </td>
      <td className="px-3 py-2">
        <input
          className={`${inputCls} w-24`}
          value={f.delivery}
          onChange={set('delivery')}
          placeholder="现货"
          aria-label="新规格货期"
        />
      </td>
      <td className="px-3 py-2">
        <Btn
          kind="default"
          disabled={busy || !f.packageValue.trim()}
          onClick={async () => {
            const r = await run('catalog.addSku', { id: productId, ...f }, '已添加规格');
            if (r) setF({ packageValue: '', price: '', stock: '0', delivery: '' });
          }}
        >
          添加
        </Btn>
      </td>
    </tr>
  );
}

export function Packages({ productId, rows }: { productId: number; rows: PackageRow[] }) {
  return (
    <Table head={['规格编码', '规格', '价格', '库存', '货期', '操作']}>
      {rows.map((s) => (
        <Row key={`${s.id}-${s.price}-${s.stock}-${s.delivery}-${s.status}`} s={s} />
      ))}
      <AddRow productId={productId} />
    </Table>
  );
}

export function ShelfToggle({ productId, status }: { productId: number; status: number }) {
  const { run, busy } = useConsoleAction();
  return (
    <Btn
      kind={status === 1 ? 'danger' : 'primary'}
      disabled={busy}
      onClick={() =>
        void run('catalog.status', { id: productId, status: status === 1 ? 0 : 1 }, status === 1 ? '已下架' : '已上架')
      }
      data-testid="shelf-toggle"
    >
      {status === 1 ? '下架' : '上架'}
    </Btn>
  );
}
