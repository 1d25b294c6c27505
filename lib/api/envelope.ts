/** The spec's response envelope (§7), byte for byte: { code, data, message, messageCode, totalCount }. */
import { CODE_FAILURE, CODE_SESSION_INVALID, CODE_SUCCESS } from '@/lib/config/constants';

export type Envelope<T = unknown> = {
  code: typeof CODE_SUCCESS | typeof CODE_FAILURE | typeof CODE_SESSION_INVALID;
  data: T;
  message: string;
  messageCode: string;
  totalCount: number;
};

export function ok<T>(data: T, totalCount?: number): Envelope<T> {
  return {
    code: CODE_SUCCESS,
    data,
    message: '',
    messageCode: '',
    totalCount: totalCount ?? (Array.isArray(data) ? data.length : 0),
  };
}

export function fail(message: string, messageCode = '', code: 0 | -1 = CODE_FAILURE): Envelope<null> {
  return { code, data: null, message, messageCode, totalCount: 0 };
}
