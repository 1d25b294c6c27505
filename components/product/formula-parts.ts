/**
 * Split a molecular formula into text runs for display: digits that follow an element symbol or a closing
 * bracket are subscripts ("C8H9NO2" → C,8,H,9,N,O,2); a leading coefficient ("2HCl", "·2H2O") stays normal text;
 * a trailing charge in RDKit style ("+", "-", "+2") becomes a superscript. Pure: safe in client and server components.
 */
export type FormulaPart = { text: string; kind: 'normal' | 'sub' | 'sup' };

export function splitFormula(formula: string): FormulaPart[] {
  const parts: FormulaPart[] = [];
  const push = (text: string, kind: FormulaPart['kind']) => {
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += text;
    else parts.push({ text, kind });
  };
  const s = formula.trim();
  const chargeMatch = /^(.*?[A-Za-z)\]\d])([+-]\d*)$/.exec(s);
  const body = chargeMatch ? chargeMatch[1]! : s;
  let prev = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (/\d/.test(ch)) {
      // Subscript after an element letter, a closing bracket, or another subscript digit.
      const prevKind = parts[parts.length - 1]?.kind;
      const subscript = /[A-Za-z)\]]/.test(prev) || (/\d/.test(prev) && prevKind === 'sub');
      push(ch, subscript ? 'sub' : 'normal');
    } else if (
      ch === '.' &&
      /\d/.test(prev) &&
      /\d/.test(body[i + 1] ?? '') &&
      parts[parts.length - 1]?.kind === 'sub'
    ) {
      push(ch, 'sub'); // fractional counts: C2H4O2.5
    } else {
      push(ch === '.' || ch === '*' ? '·' : ch, 'normal');
    }
    prev = ch;
  }
  if (chargeMatch) push(chargeMatch[2]!, 'sup');
  return parts;
}
