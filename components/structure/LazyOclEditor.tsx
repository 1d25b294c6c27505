'use client';
/** The structure editor (OpenChemLib), client-only and loaded on demand, with a loading placeholder. */
import dynamic from 'next/dynamic';

export const LazyOclEditor = dynamic(() => import('./OclEditor'), {
  ssr: false,
  loading: () => (
    <div className="flex h-full items-center justify-center text-[13px] text-ink-500" role="status">
      结构编辑器加载中…
    </div>
  ),
});
