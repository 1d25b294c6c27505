/**
 * Safe inline JSON-LD: <JsonLd data={{ '@context': 'https://schema.org', '@type': 'Product', … }} />
 *
 * JSON.stringify alone is not safe inside <script>: a value containing "</script>" or "<!--" ends or
 * confuses the script element, and U+2028/U+2029 break older JavaScript parsers. Every <, >, & and the
 * two line separators are written as \uXXXX escapes, which JSON parsers read back as the same characters.
 */

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text that is safe to place inside an HTML <script> element. */
export function safeJsonLdString(data: unknown): string {
  const json = JSON.stringify(data, (_k, v: unknown) => (v === undefined ? undefined : v));
  return (json ?? 'null').replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]!);
}

export function JsonLd({ data, id }: { data: unknown; id?: string }) {
  return <script type="application/ld+json" id={id} dangerouslySetInnerHTML={{ __html: safeJsonLdString(data) }} />;
}

export default JsonLd;
