/**
 * Validates JSON-LD blocks with Google's rich-result rules and the schema.org vocabulary kept in the repository
 * (tests/helpers/structured-data-check.mjs, run as its own Node process: the validator is an ES module).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export type StructuredDataIssue = {
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
  path?: unknown;
  fieldNames?: string[];
  source?: string;
};

const SCRIPT = path.join(__dirname, 'structured-data-check.mjs');

export function validateStructuredData(blocks: unknown[]): StructuredDataIssue[] {
  const out = execFileSync(process.execPath, [SCRIPT], {
    input: JSON.stringify(blocks),
    maxBuffer: 16 << 20,
    cwd: path.join(__dirname, '..', '..'),
  });
  return JSON.parse(out.toString('utf8')) as StructuredDataIssue[];
}

/** The JSON-LD blocks inlined in a page's HTML. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
}

/** The page a block describes (its url), when it says. */
const urlOf = (source?: string) => (source ? (/"url":"([^"]+)"/.exec(source)?.[1] ?? '') : '');

/** Errors only, each as "message (fields) at path [url]" for readable failures. */
export function errorsOf(issues: StructuredDataIssue[]): string[] {
  return issues
    .filter((i) => i.severity === 'ERROR')
    .map((i) =>
      `${i.issueMessage} (${(i.fieldNames ?? []).join(', ')}) at ${JSON.stringify(i.path)} ${urlOf(i.source)}`.trim(),
    );
}

/** Errors, plus what the schema.org vocabulary does not know (the validator reports unknown properties as warnings). */
export function structuredDataProblems(issues: StructuredDataIssue[]): string[] {
  return [
    ...errorsOf(issues),
    ...issues
      .filter((i) => i.severity !== 'ERROR' && /schema\.org/.test(i.issueMessage))
      .map((i) => `${i.issueMessage} ${urlOf(i.source)}`.trim()),
  ];
}
