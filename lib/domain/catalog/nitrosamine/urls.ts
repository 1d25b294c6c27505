/** Links to the nitrosamine risk screen (the query lives in the URL so a result can be shared). */
export function nitrosamineRiskHref(q: { smiles?: string | null; keyword?: string | null }): string {
  const p = new URLSearchParams();
  if (q.smiles?.trim()) p.set('smiles', q.smiles.trim());
  else if (q.keyword?.trim()) p.set('keyword', q.keyword.trim());
  const s = p.toString();
  return s ? `/nitrosamineRisk?${s}` : '/nitrosamineRisk';
}

/** The custom-synthesis form pre-filled with a structure. */
export function customSynthesisHref(q: { smiles: string; name: string; notes?: string }): string {
  const p = new URLSearchParams({ productName: q.name, smiles: q.smiles });
  if (q.notes) p.set('notes', q.notes);
  return `/customizedServices?${p.toString()}`;
}
