/**
 * Errors the domain layer throws; the router turns them into the envelope.
 * Domain code throws ApiError with a Chinese message the buyer can read; anything else becomes E.internal.
 */
import { CODE_FAILURE, CODE_SESSION_INVALID } from '@/lib/config/constants';
import { E } from '@/lib/config/messages';

export class ApiError extends Error {
  constructor(
    message: string,
    public readonly messageCode = '',
    public readonly code: 0 | -1 = CODE_FAILURE,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The session is missing or expired: code -1 (the client goes to /login). */
export class SessionError extends ApiError {
  constructor(message: string = E.sessionInvalid) {
    super(message, 'SESSION_INVALID', CODE_SESSION_INVALID);
  }
}

export const notFound = (message: string = E.recordNotFound) => new ApiError(message, 'NOT_FOUND');
export const forbidden = () => new ApiError(E.forbidden, 'FORBIDDEN');
