/**
 * Upload content checks (lib/domain/operations/uploads/sanitise.ts) through the real endpoints, on PGlite and PostgreSQL:
 * images are stored re-encoded (an HTML tail after a valid PNG and EXIF metadata are gone, the picture is intact),
 * decompression bombs and undecodable images are refused, PDFs with JavaScript / launch actions / embedded files are
 * refused with a clear message and nothing is stored — for buyers' files, console content images and COA PDFs alike.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describeDb } from '../helpers/db';
import { consoleCall, makeStaff } from '../helpers/console';
import { uploads } from '../../lib/db/schema';
import { UPLOAD_MSG, V } from '../../lib/config/messages';
import { storeCoaFile } from '../../lib/domain/catalog/staff/lots';
import { makeUser, type TestUser } from './cart-fixtures';
import { JPEG_8PX, PNG_1PX, isPng } from '../helpers/images';
import { jsPdf, plainPdf } from '../helpers/pdf-samples';
import type { UploadDTO } from '../../lib/api/endpoints/profile';

const HTML_TAIL = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const formOf = (bytes: Buffer, name: string, type: string) => {
  const fd = new FormData();
  fd.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return fd;
};

describeDb('upload content checks', (ctx) => {
  let a: TestUser;
  beforeAll(async () => {
    a = await makeUser(ctx.db);
  });
  const upload = (path: string, bytes: Buffer, name: string, type: string) =>
    ctx.api<UploadDTO>('user', 'POST', path, formOf(bytes, name, type), a.h);
  const stored = async (fid: number) =>
    Buffer.from((await ctx.db.select({ data: uploads.data }).from(uploads).where(eq(uploads.id, fid)))[0]!.data);
  const count = async () => (await ctx.db.select({ id: uploads.id }).from(uploads)).length;

  test('a PNG with an HTML tail is stored as the picture alone', async () => {
    const polyglot = Buffer.concat([PNG_1PX, HTML_TAIL]);
    const r = await upload('userSuggest/upload', polyglot, 'x.png', 'image/png');
    expect(r.code).toBe(1);
    const bytes = await stored(r.data.fid);
    expect(isPng(bytes)).toBe(true);
    expect(bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(bytes.includes(Buffer.from('<html'))).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1, 1]);
    // The licence document path (private, PNG/JPEG/PDF) re-encodes too.
    const lic = await upload('userInfo/corpLicenseUpload', polyglot, 'l.png', 'image/png');
    expect(lic.code).toBe(1);
    expect((await stored(lic.data.fid)).includes(Buffer.from('<script'))).toBe(false);
  });

  test('JPEG metadata (EXIF with a GPS position) is dropped; the orientation is applied', async () => {
    const withExif = await sharp(JPEG_8PX)
      .withExif({ IFD0: { Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect(withExif.includes(Buffer.from('secret-owner'))).toBe(true);
    const r = await upload('userSuggest/upload', withExif, 'p.jpg', 'image/jpeg');
    expect(r.code).toBe(1);
    const bytes = await stored(r.data.fid);
    expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  test('an image that cannot be decoded, and a decompression bomb, are refused; nothing is stored', async () => {
    const before = await count();
    const fakeJpeg = Buffer.concat([
      Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
      Buffer.alloc(64),
      Buffer.from('ffd9', 'hex'),
    ]);
    expect(await upload('userSuggest/upload', fakeJpeg, 'f.jpg', 'image/jpeg')).toMatchObject({
      code: 0,
      message: UPLOAD_MSG.imageUnreadable,
    });
    // 10,000 × 10,000 pixels of one colour: a few kilobytes that would decode to 400 MB.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await upload('userSuggest/upload', bomb, 'b.png', 'image/png')).toMatchObject({
      code: 0,
      message: UPLOAD_MSG.imageTooManyPixels,
    });
    expect(await count()).toBe(before);
  });

  test('PDFs: a plain one is kept byte for byte; JavaScript or a launch action is refused with a clear message', async () => {
    const plain = plainPdf();
    const ok = await upload('userInfo/corpLicenseUpload', plain, 'l.pdf', 'application/pdf');
    expect(ok.code).toBe(1);
    expect((await stored(ok.data.fid)).equals(plain)).toBe(true);
    const before = await count();
    expect(await upload('userInfo/corpLicenseUpload', jsPdf(), 'l.pdf', 'application/pdf')).toMatchObject({
      code: 0,
      message: UPLOAD_MSG.pdfActiveContent,
      messageCode: 'PDF_ACTIVE_CONTENT',
    });
    expect(
      await upload(
        'userInfo/corpOtherFileUpload',
        plainPdf('/OpenAction << /S /Launch /F (cmd.exe) >>'),
        'o.pdf',
        'application/pdf',
      ),
    ).toMatchObject({ code: 0, message: UPLOAD_MSG.pdfActiveContent });
    expect(await count()).toBe(before);
    // Feedback takes images only: a PDF is refused by its type first.
    expect(await upload('userSuggest/upload', plain, 'x.png', 'image/png')).toMatchObject({
      code: 0,
      message: V.imageTypeInvalid,
    });
  });

  test('console content images are re-encoded; COA PDFs with JavaScript are refused', async () => {
    const ops = await makeStaff(ctx.db, 'ops');
    const fd = formOf(Buffer.concat([PNG_1PX, HTML_TAIL]), 'banner.png', 'image/png');
    fd.append('purpose', 'banner');
    const r = await consoleCall<{ fid: number }>('POST', 'content/images/upload', fd, ops.h);
    expect(r.code).toBe(1);
    expect((await stored(r.data.fid)).includes(Buffer.from('<script'))).toBe(false);
    await expect(storeCoaFile(ctx.db, new Blob([new Uint8Array(jsPdf())]))).rejects.toThrow(
      UPLOAD_MSG.pdfActiveContent,
    );
    await expect(storeCoaFile(ctx.db, new Blob([new Uint8Array(plainPdf())]))).resolves.toMatch(/^\/uploads\/\d+$/);
  });
});
