/**
 * What every accepted upload goes through after its type is known from its bytes (lib/domain/operations/uploads/store.ts
 * checkFile; the console's content images and COA files too):
 *
 * - Images are decoded and encoded again with sharp (libvips): what is stored is only the pixels, so bytes appended
 *   to a valid image (an HTML or script tail, a ZIP) and metadata (EXIF with GPS, comments) are gone; the EXIF
 *   orientation is applied first so the picture still stands upright. A picture with more pixels than
 *   UPLOAD_CHECKS.imageMaxPixels is refused before it is decoded (a small file that would decode to gigabytes).
 *   If the new encoding is larger than the purpose's limit, it is encoded as JPEG; if that is still too large, the
 *   buyer is told the size limit as before.
 * - PDFs are kept as they are, but refused when they carry JavaScript, launch actions, embedded files, additional
 *   actions or scriptable forms, or cannot be inspected (lib/domain/operations/uploads/pdf-scan.ts and docs/decisions/0017).
 */
import sharp, { type Sharp } from 'sharp';
import { AppError } from '@/lib/kernel/errors';
import { UPLOAD_CHECKS } from '@/lib/config/constants';
import { UPLOAD_MSG } from '@/lib/config/messages';
import { scanPdf } from './pdf-scan';
import type { CheckedFile } from './types';

// Uploads are one-off: libvips' operation cache would only hold memory.
sharp.cache(false);

const REENCODED = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

async function encode(img: Sharp, mime: string): Promise<Buffer> {
  if (mime === 'image/png') return img.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  if (mime === 'image/gif') return img.gif().toBuffer();
  if (mime === 'image/webp') return img.webp({ quality: 90 }).toBuffer();
  return img.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

/** Decodes and re-encodes an image (same format; JPEG when that would pass the size limit and the original would not). */
export async function reencodeImage(
  bytes: Uint8Array,
  mime: string,
  maxBytes: number,
  sizeMsg: string,
): Promise<CheckedFile> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  const open = () =>
    sharp(bytes, { limitInputPixels: UPLOAD_CHECKS.imageMaxPixels, failOn: 'error', animated }).rotate();
  let out: Buffer;
  try {
    const meta = await sharp(bytes, {
      limitInputPixels: UPLOAD_CHECKS.imageMaxPixels,
      failOn: 'error',
      animated,
    }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    out = await encode(open(), mime);
    if (out.length > maxBytes && !animated && mime !== 'image/jpeg') {
      const jpeg = await open().flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      if (jpeg.length <= maxBytes) return { bytes: new Uint8Array(jpeg), mime: 'image/jpeg' };
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const tooBig = e instanceof Error && /pixel limit/i.test(e.message);
    throw new AppError(
      tooBig ? UPLOAD_MSG.imageTooManyPixels : UPLOAD_MSG.imageUnreadable,
      tooBig ? 'IMAGE_TOO_LARGE' : 'IMAGE_UNREADABLE',
    );
  }
  if (out.length > maxBytes) throw new AppError(sizeMsg, 'FILE_TOO_LARGE');
  return { bytes: new Uint8Array(out), mime };
}

/** Refuses a PDF with active content or one that cannot be inspected. */
export function assertSafePdf(bytes: Uint8Array): void {
  const scan = scanPdf(bytes);
  if (scan.active.length) throw new AppError(UPLOAD_MSG.pdfActiveContent, 'PDF_ACTIVE_CONTENT');
  if (scan.uninspectable) throw new AppError(UPLOAD_MSG.pdfUninspectable, 'PDF_UNINSPECTABLE');
}

/** The bytes to store for a file whose type was found from its bytes (see the module comment). */
export async function sanitiseFile(file: CheckedFile, maxBytes: number, sizeMsg: string): Promise<CheckedFile> {
  if (file.mime === 'application/pdf') {
    assertSafePdf(file.bytes);
    return file;
  }
  if (REENCODED.has(file.mime)) return reencodeImage(file.bytes, file.mime, maxBytes, sizeMsg);
  return file;
}
