/** 现行 / 即将实施 / 废止 badge for regulatory standards. */
export function StandardStatusBadge({ status }: { status: string }) {
  const cls =
    status === '现行'
      ? 'bg-green-50 text-green-700 border-green-200'
      : status === '即将实施'
        ? 'bg-amber-50 text-amber-800 border-amber-200'
        : 'bg-gray-100 text-ink-500 border-line line-through decoration-1';
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded border px-1.5 py-0.5 text-[12px] font-medium ${cls}`}
      data-status={status}
    >
      {status}
    </span>
  );
}
