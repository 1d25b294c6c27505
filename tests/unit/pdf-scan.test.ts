/** The PDF active-content scan (lib/domain/operations/uploads/pdf-scan.ts): what it refuses, what it must not, and its limits. */
import fs from 'node:fs';
import { deflateSync } from 'node:zlib';
import { scanPdf } from '../../lib/domain/operations/uploads/pdf-scan';
import { jsPdf, objStmBody, pdfOf, plainPdf, streamBody } from '../helpers/pdf-samples';

const scan = (b: Buffer) => scanPdf(new Uint8Array(b));

describe('scanPdf', () => {
  test('a plain one-page PDF is clean', () => {
    expect(scan(plainPdf())).toEqual({ active: [], uninspectable: null });
    // Opening at page 1 (a GoTo destination) is an ordinary OpenAction.
    expect(scan(plainPdf('/OpenAction [3 0 R /Fit]'))).toEqual({ active: [], uninspectable: null });
  });

  test('JavaScript run on opening is found', () => {
    expect(scan(jsPdf()).active).toEqual(['JS', 'JavaScript']);
  });

  test('launch actions, embedded files, additional actions, XFA and rich media are found', () => {
    expect(scan(plainPdf('/OpenAction << /S /Launch /F (calc.exe) >>')).active).toEqual(['Launch']);
    expect(
      scan(
        plainPdf('/Names << /EmbeddedFiles << /Names [(a.exe) 5 0 R] >> >>', '', [
          '<< /Type /Filespec /EF << /F 6 0 R >> >>',
          streamBody('/Type /EmbeddedFile', 'MZ'),
        ]),
      ).active,
    ).toEqual(['EmbeddedFile', 'EmbeddedFiles']);
    expect(scan(plainPdf('', '/AA << /O 5 0 R >>', ['<< /S /GoTo /D [3 0 R /Fit] >>'])).active).toEqual(['AA']);
    expect(scan(plainPdf('/AcroForm << /XFA 5 0 R >>', '', ['<< >>'])).active).toEqual(['XFA']);
    expect(scan(plainPdf('', '/Annots [<< /Subtype /RichMedia >>]')).active).toEqual(['RichMedia']);
  });

  test('names spelt with #xx escapes are decoded', () => {
    expect(scan(plainPdf('/OpenAction << /S /J#61vaScript /J#53 (x) >>')).active).toEqual(['JS', 'JavaScript']);
  });

  test('JavaScript inside a compressed object stream is found', () => {
    const pdf = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      objStmBody(4, ['<< /S /JavaScript /JS (app.alert(1)) >>']),
    ]);
    expect(scan(pdf).active).toEqual(['JS', 'JavaScript']);
    // The same stream without the action is clean (the object stream itself is fine).
    const clean = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      objStmBody(4, ['<< /S /GoTo /D [1 0 R /Fit] >>']),
    ]);
    expect(scan(clean)).toEqual({ active: [], uninspectable: null });
  });

  test('an object hidden inside another stream’s bytes (reachable by an xref offset) is found', () => {
    const hidden = 'junk bytes\n9 0 obj\n<< /S /JavaScript /JS (x) >>\nendobj\nmore junk';
    expect(scan(plainPdf('', '', [streamBody('', hidden)])).active).toEqual(['JS', 'JavaScript']);
  });

  test('names inside strings and page content are not actions', () => {
    expect(scan(plainPdf('/Title (/JavaScript /Launch) /Lang <2F4A53>'))).toEqual({ active: [], uninspectable: null });
    expect(scan(plainPdf('', '', [streamBody('', '/JS gs /Launch Do /AA cs')]))).toEqual({
      active: [],
      uninspectable: null,
    });
    // Compressed image data that happens to contain the bytes "/JS" is never read as tokens.
    expect(
      scan(
        plainPdf('', '', [
          streamBody(
            '/Type /XObject /Subtype /Image /Filter /FlateDecode',
            Buffer.concat([deflateSync(Buffer.alloc(64)), Buffer.from('/JS/AA')]),
          ),
        ]),
      ),
    ).toEqual({ active: [], uninspectable: null });
  });

  test('what cannot be inspected is reported, never thrown', () => {
    const encrypted = pdfOf(
      [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [] /Count 0 >>',
        streamBody('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', Buffer.from('not deflate data at all')),
      ],
      '/Encrypt 9 0 R',
    );
    expect(scan(encrypted).uninspectable).toBe('inflate');
    const lzw = pdfOf(['<< /Type /Catalog >>', streamBody('/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', 'x')]);
    expect(scan(lzw).uninspectable).toBe('filter LZWDecode');
    const deep = Buffer.from(`%PDF-1.7\n1 0 obj\n${'['.repeat(5000)}\nendobj\n`);
    expect(scan(deep).uninspectable).toBe('nesting');
  });

  test('hostile nesting stays fast (no exponential look-ahead)', () => {
    const nested = `%PDF-1.7\n1 0 obj\n${'<< /A 1 '.repeat(60)}${'>> '.repeat(60)}\nendobj\n`;
    const t = performance.now();
    expect(scan(Buffer.from(nested))).toEqual({ active: [], uninspectable: null });
    expect(performance.now() - t).toBeLessThan(2000);
  });

  test('truncated and garbage input does not throw', () => {
    for (const s of [
      '%PDF-1.4\n1 0 obj << /A (unterminated',
      '%PDF-1.4\n<< /Length 999999 >>\nstream\nabc',
      '%PDF-1.4\n<~~>>>]]}})',
      '%PDF',
    ]) {
      expect(() => scan(Buffer.from(s))).not.toThrow();
    }
  });

  test('real documents of this machine are clean (object streams decoded)', () => {
    const files = [
      '/usr/share/doc/libtasn1-doc/libtasn1.pdf',
      '/usr/share/doc/shared-mime-info/shared-mime-info-spec.pdf',
    ].filter((f) => fs.existsSync(f));
    for (const f of files) expect([f, scan(fs.readFileSync(f))]).toEqual([f, { active: [], uninspectable: null }]);
  });
});
