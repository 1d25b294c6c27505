/**
 * The errors business code throws. An AppError carries a Chinese message the buyer or staff member can read, a
 * stable messageCode, and the envelope code (0 failure, -1 not logged in); the HTTP layer (lib/api) maps it to the
 * spec's envelope. Anything else thrown reaches the router as an internal error and is never shown.
 */
import { CODE_FAILURE, CODE_SESSION_INVALID } from '@/lib/config/constants';
import { E } from '@/lib/config/messages';

export class AppError extends Error {
  constructor(
    message: string,
    public readonly messageCode = '',
    public readonly code: 0 | -1 = CODE_FAILURE,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The session is missing or expired: code -1 (the client goes to /login). */
export class SessionError extends AppError {
  constructor(message: string = E.sessionInvalid) {
    super(message, 'SESSION_INVALID', CODE_SESSION_INVALID);
  }
}

export const notFound = (message: string = E.recordNotFound) => new AppError(message, 'NOT_FOUND');
export const forbidden = () => new AppError(E.forbidden, 'FORBIDDEN');
