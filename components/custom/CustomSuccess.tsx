'use client';
/** /customizedServices/customizedsuccess?id=&no= (提交成功): what happens next, and where to follow the request. */
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { Icon } from '@/components/ui/Icon';

export function CustomSuccess() {
  const sp = useSearchParams();
  const id = Number(sp?.get('id')) || null;
  const no = sp?.get('no');
  return (
    <div className="card flex flex-col items-center px-6 py-12 text-center" data-testid="custom-success">
      <Icon name="flask" size={48} className="text-success" />
      <h1 className="mt-3 text-[18px] font-semibold text-ink-900">定制需求已提交</h1>
      {no && (
        <p className="mt-1 text-[13px] text-ink-700">
          需求编号 <span className="font-mono">{no}</span>
        </p>
      )}
      <p className="mt-2 max-w-[520px] text-[13px] text-ink-500">
        我们将在 2 个工作日内评估可行性并报价（价格、货期、有效期）。报价后可在“我的定制”中接受报价并结算。
      </p>
      <div className="mt-5 flex gap-3">
        {id && (
          <Link href={`/customizedServices/customDetails?id=${id}`} className="btn btn-primary">
            查看需求
          </Link>
        )}
        <Link href="/orderCenter/myCustom" className="btn btn-outline">
          我的定制
        </Link>
        <Link href="/customizedServices" className="btn btn-outline">
          继续提交
        </Link>
      </div>
    </div>
  );
}
