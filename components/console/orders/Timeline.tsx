/** The timeline of an order or inquiry in the console: time, step, who (buyer, staff, system) and the note. */
import { fmtTime } from '@/components/console/parts';

const ACTORS: Record<string, string> = { buyer: '买家', staff: '员工', system: '系统', org_admin: '单位管理员' };

export function Timeline({
  items,
  testId,
}: {
  items: { at: string; label: string; actor: string; note: string | null; to?: string }[];
  testId: string;
}) {
  return (
    <ol className="space-y-2 text-sm" data-testid={testId}>
      {items.map((t, i) => (
        <li key={i} className="flex gap-3">
          <span className="w-32 shrink-0 text-ink-500">{fmtTime(t.at)}</span>
          <span>
            <span className="font-medium">{t.label}</span>
            <span className="ml-2 text-xs text-ink-500">
              {ACTORS[t.actor] ?? t.actor}
              {t.to ? ` → ${t.to}` : ''}
            </span>
            {t.note && <span className="block text-ink-600">{t.note}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
