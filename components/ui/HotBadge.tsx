/** Small HOT badge shown on hot products and searches. */
export function HotBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex h-4 items-center rounded-sm bg-gradient-to-r from-accent-500 to-red-500 px-1 text-[10px] font-bold leading-none tracking-wide text-white ${className}`}
    >
      HOT
    </span>
  );
}

export default HotBadge;
