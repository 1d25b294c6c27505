/**
 * lib/domain/operations/uploads: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { assertSafePdf, reencodeImage } from './sanitise';
export {
  checkFile,
  formFiles,
  isAccessKey,
  ownUpload,
  readUploadFor,
  sniffMime,
  storeUpload,
  storedUploadUrl,
  uploadOne,
  uploadUrl,
} from './store';

export type { CheckedFile, PdfScan, UploadPurpose } from './types';
