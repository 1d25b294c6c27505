/**
 * TOTP second factor of the operations console (RFC 6238 through the otpauth library): a base32 secret per staff
 * member, codes of the current step ± CONSOLE_SESSION.totpWindow accepted, each step at most once (no replay).
 */
import * as OTPAuth from 'otpauth';
import { CONSOLE_SESSION } from '@/lib/config/constants';

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = 'staff'): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: CONSOLE_SESSION.totpIssuer,
    label,
    algorithm: 'SHA1',
    digits: CONSOLE_SESSION.totpDigits,
    period: CONSOLE_SESSION.totpPeriodSec,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app scans. */
export function totpUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/** The code for a time (tests and the first-administrator command's self-check). */
export function totpCode(secret: string, at: number = Date.now()): string {
  return totpOf(secret).generate({ timestamp: at });
}

/**
 * The time step a code belongs to, or null when it matches no step in the window.
 * The caller accepts it only if the step is later than the last accepted one.
 */
export function totpStep(secret: string, code: string, at: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: at, window: CONSOLE_SESSION.totpWindow });
  if (delta === null) return null;
  return Math.floor(at / 1000 / CONSOLE_SESSION.totpPeriodSec) + delta;
}
