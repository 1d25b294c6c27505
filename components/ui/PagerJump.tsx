'use client';
/** Jump-to-page box of the pager: accepts only an integer 1..last (else shows V.pagerJumpInvalid) and navigates. */
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { V } from '@/lib/config/messages';
import { pageHref, parseJump } from './pager-logic';

export function PagerJump({
  last,
  pathname,
  query,
  pageParam,
}: {
  last: number;
  pathname: string;
  query: string;
  pageParam: string;
}) {
  const router = useRouter();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  function go() {
    const page = parseJump(value, last);
    if (page === null) {
      setError(V.pagerJumpInvalid);
      return;
    }
    setError(null);
    router.push(pageHref(pathname, new URLSearchParams(query), page, pageParam));
  }

  return (
    <span className="relative ml-2 inline-flex items-center gap-1.5 text-[13px] text-ink-500">
      跳至
      <input
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') go();
        }}
        inputMode="numeric"
        aria-label="跳转页码"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`h-8 w-12 rounded border px-1 text-center text-ink-900 outline-none focus:border-brand-500 ${error ? 'border-red-500' : 'border-line'}`}
      />
      页
      <button
        type="button"
        onClick={go}
        className="h-8 rounded border border-line bg-white px-3 text-ink-700 hover:border-brand-500 hover:text-brand-600"
      >
        确定
      </button>
      {error && (
        <span
          id={errorId}
          role="alert"
          className="absolute left-0 top-full mt-1 whitespace-nowrap text-xs text-red-600"
        >
          {error}
        </span>
      )}
    </span>
  );
}

export default PagerJump;
