import 'server-only';
import type { HandlerMap } from '../context';
import { paged } from '../context';
import { structureEndpoints } from '../endpoints/structure';
import { ApiError } from '../errors';
import { STRUCTURE } from '@/lib/config/constants';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import { structureSvg } from '@/lib/platform/chem/depict';
import { checkStructureInput } from '@/lib/platform/chem/guard';
import { ChemEngineError } from '@/lib/platform/chem/rdkit';
import { searchStructures, StructureQueryError } from '@/lib/domain/catalog/structure';
import { productsByFormula } from '@/lib/domain/catalog/structure';
import { structureIndexStatus } from '@/lib/domain/catalog/structure/index';
import { looksLikeMolfile } from '@/lib/domain/catalog/structure';
import { structureLogKind } from '@/lib/domain/operations/insights';
import { recordSearch } from '@/lib/domain/operations/insights';

/** Buyer-facing query errors become code 0 with their Chinese message. */
function asApiError(err: unknown): never {
  if (err instanceof StructureQueryError) throw new ApiError(err.message, 'STRUCTURE_INVALID');
  throw err;
}

export const structureHandlers: HandlerMap<typeof structureEndpoints> = {
  'structure.search': async (input, { db, paging, user, token, ip }) => {
    // formula (the spec's formulaSearchData) carries a SMILES or a molfile.
    const formula = input.formula?.trim() ? input.formula : null;
    const smiles = input.smiles?.trim() ? input.smiles : formula && !looksLikeMolfile(formula) ? formula : null;
    const molfile = input.molfile?.trim() ? input.molfile : formula && looksLikeMolfile(formula) ? formula : null;
    try {
      const r = await searchStructures(db, {
        smiles,
        molfile,
        mode: input.mode ?? null,
        accuracy: input.accuracy ?? STRUCTURE.accuracyDefault,
        pageNo: paging.pageNo,
        pageSize: Math.min(paging.pageSize, STRUCTURE.maxPageSize),
      });
      // Insights (buffered, never awaited): the first page of a structure search, by its canonical SMILES.
      if (paging.pageNo === 1)
        recordSearch(
          db,
          {
            kind: structureLogKind(r.mode),
            query: r.query.canonicalSmiles ?? (smiles ?? molfile ?? '').trim().slice(0, 200),
          },
          r.total,
          { userId: user?.id, token, ip },
        );
      return paged(r, r.total);
    } catch (err) {
      return asApiError(err);
    }
  },
  'structure.depict': async (input) => {
    // Measured before RDKit sees it (lib/platform/chem/guard.ts): oversized input is "too large", not "invalid".
    if (!checkStructureInput(input.smiles.includes('\n') ? input.smiles : input.smiles.trim()).ok)
      throw new ApiError(STRUCTURE_MSG.tooLarge, 'STRUCTURE_TOO_LARGE');
    let svg: string | null;
    try {
      svg = await structureSvg(input.smiles, { width: input.w ?? 320, height: input.h ?? 240, whiteBackground: true });
    } catch (err) {
      if (err instanceof ChemEngineError)
        throw new ApiError(STRUCTURE_MSG.indexBuilding, 'STRUCTURE_ENGINE_RESTARTING');
      throw err;
    }
    if (!svg) throw new ApiError(STRUCTURE_MSG.invalid, 'STRUCTURE_INVALID');
    const body = svg.includes('xmlns=') ? svg : svg.replace('<svg', "<svg xmlns='http://www.w3.org/2000/svg'");
    return new Response(body, {
      headers: {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  },
  'structure.formulaList': async (input, { db, paging, user, token, ip }) => {
    const r = await productsByFormula(
      db,
      input.formula,
      paging.pageNo,
      Math.min(paging.pageSize, STRUCTURE.maxPageSize),
    );
    if (!r.formula)
      throw new ApiError(r.error ?? STRUCTURE_MSG.formulaInvalid, r.error ? 'STRUCTURE_INVALID' : 'FORMULA_INVALID');
    if (paging.pageNo === 1)
      recordSearch(db, { kind: 'formula', query: r.formula }, r.total, { userId: user?.id, token, ip });
    return paged(r.list, r.total);
  },
  'structure.status': async (_input, { db }) => {
    const s = structureIndexStatus(db);
    return {
      ready: s.ready,
      molecules: s.molecules,
      rows: s.rows,
      removed: s.removed,
      version: s.version,
      builtAt: s.builtAt,
      buildMs: s.buildMs,
      refreshes: s.refreshes,
      fullBuilds: s.fullBuilds,
      lastError: s.lastError,
      rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    };
  },
};
