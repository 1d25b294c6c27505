/** Empty-state block: an outline illustration and a text (default 暂无检索数据; pass UI.emptyGoods for goods lists). */
import { UI } from '@/lib/config/messages';

export function EmptyState({
  text = UI.emptySearch,
  className = '',
  children,
}: {
  text?: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-3 py-16 text-ink-500 ${className}`}>
      <svg width="96" height="72" viewBox="0 0 96 72" fill="none" aria-hidden="true">
        <rect x="14" y="14" width="56" height="44" rx="4" stroke="#c4c9d2" strokeWidth="2" fill="#f5f7fa" />
        <path d="M14 26h56" stroke="#c4c9d2" strokeWidth="2" />
        <circle cx="22" cy="20" r="1.8" fill="#c4c9d2" />
        <circle cx="28" cy="20" r="1.8" fill="#c4c9d2" />
        <circle cx="62" cy="48" r="13" stroke="#1f6fd1" strokeOpacity=".45" strokeWidth="3" fill="#fff" />
        <path d="M71.5 57.5 82 68" stroke="#1f6fd1" strokeOpacity=".45" strokeWidth="4" strokeLinecap="round" />
        <path d="M57 48h10" stroke="#c4c9d2" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="text-sm">{text}</p>
      {children}
    </div>
  );
}

export default EmptyState;
