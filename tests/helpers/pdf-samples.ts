/**
 * Small PDFs for the upload checks (tests/unit/pdf-scan.test.ts, tests/api/licences.test.ts): a well-formed file
 * with a cross-reference table around the objects given, and an object stream (compressed objects).
 */
import { deflateSync } from 'node:zlib';

/** A PDF whose objects 1.. are `bodies` (object 1 should be the catalogue), with a correct xref table. */
export function pdfOf(bodies: (string | Buffer)[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let at = parts[0]!.length;
  bodies.forEach((b, i) => {
    const obj = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(b) ? b : Buffer.from(b, 'latin1'),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(at);
    parts.push(obj);
    at += obj.length;
  });
  const xref = [
    `xref\n0 ${bodies.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${at}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** A stream object body: `<< dict /Length n >>stream … endstream`. */
export function streamBody(dict: string, data: Buffer | string): Buffer {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data, 'latin1');
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** A Flate-compressed object stream holding `objects` numbered from `first`. */
export function objStmBody(first: number, objects: string[]): Buffer {
  let offset = 0;
  const header: string[] = [];
  objects.forEach((o, i) => {
    header.push(`${first + i} ${offset}`);
    offset += o.length + 1;
  });
  const head = `${header.join(' ')}\n`;
  const data = deflateSync(Buffer.from(head + objects.join('\n') + '\n', 'latin1'));
  return streamBody(`/Type /ObjStm /N ${objects.length} /First ${head.length} /Filter /FlateDecode`, data);
}

const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>';
const CONTENT = streamBody('', 'BT /F1 12 Tf 20 100 Td (licence scan) Tj ET');

/** A one-page PDF with nothing active; `catalogExtra` goes into the catalogue, `pageExtra` into the page. */
export function plainPdf(catalogExtra = '', pageExtra = '', more: (string | Buffer)[] = []): Buffer {
  return pdfOf([
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    PAGE.replace('>>', `${pageExtra} >>`),
    CONTENT,
    ...more,
  ]);
}

/** A PDF that runs JavaScript when opened. */
export const jsPdf = () =>
  plainPdf('/OpenAction 5 0 R', '', ["<< /Type /Action /S /JavaScript /JS (app.alert('x')) >>"]);
