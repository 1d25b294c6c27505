/** A molecular formula with subscripts (C<sub>8</sub>H<sub>9</sub>NO<sub>2</sub>). Server-renderable. */
import { splitFormula } from './formula-parts';

export function Formula({ value, className = '' }: { value: string | null | undefined; className?: string }) {
  if (!value) return <span className={className}>—</span>;
  return (
    <span className={`tabular-nums ${className}`} aria-label={value}>
      {splitFormula(value).map((p, i) =>
        p.kind === 'sub' ? (
          <sub key={i} className="text-[0.75em]">
            {p.text}
          </sub>
        ) : p.kind === 'sup' ? (
          <sup key={i} className="text-[0.75em]">
            {p.text}
          </sup>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </span>
  );
}

export default Formula;
