'use client';
/** Big-image / list view toggle (spec §2.3): remembered in the VIEW_MODE_COOKIE cookie and kept in the URL (?view=). */
import Cookies from 'js-cookie';
import { useRouter } from 'next/navigation';
import { VIEW_MODE_COOKIE } from '@/lib/config/constants';
import { listHref, type ListState, type ViewMode } from '@/lib/domain/catalog/search/client';

const VIEW_COOKIE_DAYS = 365;

export function ViewToggle({ state, view }: { state: ListState; view: ViewMode }) {
  const router = useRouter();
  const set = (v: ViewMode) => {
    Cookies.set(VIEW_MODE_COOKIE, v, { expires: VIEW_COOKIE_DAYS, path: '/', sameSite: 'lax' });
    if (v !== view) router.push(listHref(state, { view: v }), { scroll: false });
  };
  const btn = (v: ViewMode, label: string, path: string) => (
    <button
      type="button"
      aria-pressed={view === v}
      title={label}
      data-testid={`view-${v}`}
      onClick={() => set(v)}
      className={`flex h-7 items-center gap-1 rounded px-2 text-[13px] ${view === v ? 'bg-brand-50 text-brand-600' : 'text-ink-500 hover:text-brand-600'}`}
    >
      <svg
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d={path} />
      </svg>
      {label}
    </button>
  );
  return (
    <div className="flex items-center gap-1" role="group" aria-label="显示方式">
      {btn('grid', '大图', 'M4 4h7v7H4V4Z M13 4h7v7h-7V4Z M4 13h7v7H4v-7Z M13 13h7v7h-7v-7Z')}
      {btn('list', '列表', 'M9 6h11 M9 12h11 M9 18h11 M4.5 6h.01 M4.5 12h.01 M4.5 18h.01')}
    </div>
  );
}

export default ViewToggle;
