/**
 * A molecular formula with subscripts (C<sub>8</sub>H<sub>9</sub>NO<sub>2</sub>). Server-renderable.
 * Element runs are plain text nodes, not spans, and sub/sup take their 75 % size from Tailwind's preflight: a
 * formula is on every product card, so each element it saves is ~20 fewer nodes per list page to send and hydrate.
 */
import { splitFormula } from './formula-parts';

export function Formula({ value, className = '' }: { value: string | null | undefined; className?: string }) {
  if (!value) return <span className={className}>—</span>;
  return (
    <span className={`tabular-nums ${className}`} aria-label={value}>
      {splitFormula(value).map((p, i) =>
        p.kind === 'sub' ? <sub key={i}>{p.text}</sub> : p.kind === 'sup' ? <sup key={i}>{p.text}</sup> : p.text,
      )}
    </span>
  );
}

export default Formula;
