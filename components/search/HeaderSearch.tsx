'use client';
/** Header search box: placeholder until the search issue builds the behaviour (owned by the search work). */
export function HeaderSearch() {
  return (
    <input
      className="h-10 w-full rounded border border-brand-500 px-3"
      placeholder="请输入货号、CAS号、分子式或标准号"
      aria-label="搜索"
    />
  );
}
