/**
 * Spec §5 validation, §8 errors and successes, shared UI and chrome texts, upload checks.
 * One area of lib/config/messages; index.ts re-exports every area (import from @/lib/config/messages). Each object
 * has its own module (validation.ts, errors.ts, successes.ts, ui.ts, chrome.ts, uploads.ts): a module is what the
 * bundler includes whole, and the page chrome needs CHROME and UI, not the validation and error catalogues.
 */

export { V } from './validation';
export { E } from './errors';
export { S } from './successes';
export { UI } from './ui';
export { CHROME } from './chrome';
export { UPLOAD_MSG } from './uploads';

import type { E } from './errors';
import type { V } from './validation';

export type MessageKey = keyof typeof V | keyof typeof E;
