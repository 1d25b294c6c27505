#!/usr/bin/env node
/**
 * Structured-data check with Google's rich-result rules and the schema.org vocabulary, offline.
 *
 *   node tests/helpers/structured-data-check.mjs < blocks.json      # JSON array of JSON-LD blocks → JSON array of issues
 *
 * The rules are @adobe/structured-data-validator's (Product, Offer, AggregateOffer, BreadcrumbList, … as in
 * Google's rich-result documentation; every property is also checked against the schema.org vocabulary). The
 * vocabulary is the repository's copy (data/schemaorg/schemaorg-current-http.nq.gz, see data/NOTICE.md), turned
 * here into the JSON-LD graph the validator reads. A plain ESM process, so the Jest (CommonJS) and Playwright
 * suites both call it the same way (tests/helpers/structured-data.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import Validator from '@adobe/structured-data-validator';

const here = path.dirname(fileURLToPath(import.meta.url));
const VOCAB = path.join(here, '..', '..', 'data', 'schemaorg', 'schemaorg-current-http.nq.gz');

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const SUBCLASS = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
const DOMAIN = 'http://schema.org/domainIncludes';

/** The N-Quads vocabulary as the JSON-LD graph shape of schema.org's own download (classes, properties, domains). */
export function vocabularyGraph(file = VOCAB) {
  const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
  const nodes = new Map();
  const node = (id) => {
    let n = nodes.get(id);
    if (!n) nodes.set(id, (n = { '@id': id, types: new Set(), parents: [], domains: [] }));
    return n;
  };
  const iri = /^<([^>]*)>\s+<([^>]*)>\s+<([^>]*)>/;
  for (const line of text.split('\n')) {
    const m = iri.exec(line);
    if (!m) continue;
    const [, s, p, o] = m;
    if (p === RDF_TYPE) node(s).types.add(o);
    else if (p === SUBCLASS) node(s).parents.push({ '@id': o });
    else if (p === DOMAIN) node(s).domains.push({ '@id': o });
  }
  const graph = [];
  for (const n of nodes.values()) {
    if (n.types.has(RDFS_CLASS)) graph.push({ '@id': n['@id'], '@type': 'rdfs:Class', 'rdfs:subClassOf': n.parents });
    if (n.types.has(RDF_PROPERTY))
      graph.push({ '@id': n['@id'], '@type': 'rdf:Property', 'schema:domainIncludes': n.domains });
  }
  return { '@graph': graph };
}

/** Issues ({ issueMessage, severity: 'ERROR' | 'WARNING', path, fieldNames }) of a list of JSON-LD blocks. */
export async function validateBlocks(blocks) {
  const jsonld = {};
  for (const b of blocks) {
    const type = Array.isArray(b['@type']) ? b['@type'][0] : b['@type'];
    (jsonld[type ?? 'Thing'] ??= []).push(structuredClone(b));
  }
  return new Validator(vocabularyGraph()).validate({ jsonld, microdata: {}, rdfa: {} });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const input = fs.readFileSync(0, 'utf8');
  const issues = await validateBlocks(JSON.parse(input));
  process.stdout.write(JSON.stringify(issues));
}
