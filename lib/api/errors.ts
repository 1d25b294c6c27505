/**
 * The errors the router turns into the envelope. They are the kernel's (lib/kernel/errors.ts): business code throws
 * AppError with a Chinese message the buyer can read, and anything else becomes E.internal. `ApiError` is the same
 * class under the name the HTTP layer has always used.
 */
export { AppError, AppError as ApiError, SessionError, notFound, forbidden } from '@/lib/kernel/errors';
