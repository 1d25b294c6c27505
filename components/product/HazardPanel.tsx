/**
 * GHS hazard pictograms / statements and the licence notice of a product, as the server resolved them
 * (lib/domain/catalog/products/goods-view.ts: the hazard tables never reach the browser).
 */
import type { HazardView, LicenceInfo } from '@/lib/domain/catalog/products/hazards';

export function GhsDiamond({ code, label }: { code: string; label: string }) {
  return (
    <span className="inline-flex flex-col items-center gap-1" title={`${code} ${label}`}>
      <span className="flex h-9 w-9 rotate-45 items-center justify-center border-2 border-red-600 bg-white">
        <span className="-rotate-45 text-[9px] font-bold text-ink-900">{code.replace('GHS', '')}</span>
      </span>
      <span className="mt-1 text-[11px] text-ink-700">{label}</span>
    </span>
  );
}

export function HazardPanel({ hazards: h, licence: lic }: { hazards: HazardView; licence: LicenceInfo | null }) {
  if (!lic && !h.pictograms.length && !h.statements.length && !h.other.length) {
    return <p className="text-[13px] text-ink-500">暂无 GHS 危险性分类信息。</p>;
  }
  return (
    <div className="space-y-3 text-[13px]">
      {lic && (
        <p
          className="flex items-start gap-2 rounded border border-red-200 bg-red-50 px-3 py-2 text-red-700"
          data-testid="licence-note"
        >
          <span className="shrink-0 rounded-sm bg-red-600 px-1.5 text-xs font-medium leading-5 text-white">
            {lic.label}
          </span>
          <span>{lic.note}</span>
        </p>
      )}
      {h.pictograms.length > 0 && (
        <div className="flex flex-wrap gap-5 px-1 pt-1">
          {h.pictograms.map((p) => (
            <GhsDiamond key={p.code} code={p.code} label={p.label} />
          ))}
        </div>
      )}
      {h.statements.length > 0 && (
        <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-ink-700">
          {h.statements.map((s) => (
            <li key={s.code}>
              <span className="mr-1.5 font-mono text-xs text-red-700">{s.code}</span>
              {s.text}
            </li>
          ))}
        </ul>
      )}
      {h.other.length > 0 && <p className="text-ink-500">{h.other.join('，')}</p>}
    </div>
  );
}

export default HazardPanel;
