/**
 * Password hashing. The browser sends md5(password) as 32 hex digits (spec §3); the server stores argon2id over
 * that (OWASP parameters: 19 MiB, 2 passes, 1 lane), never the md5 itself.
 */
import { hash, verify } from '@node-rs/argon2';

/** algorithm 2 = Algorithm.Argon2id (a const enum, which isolatedModules cannot read). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(md5hex: string): Promise<string> {
  return hash(md5hex.toLowerCase(), OPTIONS);
}

let dummy: Promise<string> | null = null;

/**
 * Check a password. With no stored hash (unknown account, or an account without a password) it still spends one
 * argon2 verification on a dummy hash, so the answer time does not tell whether the account exists.
 */
export async function verifyPassword(stored: string | null | undefined, md5hex: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('0'.repeat(32));
    await verify(await dummy, md5hex.toLowerCase()).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, md5hex.toLowerCase());
  } catch {
    return false;
  }
}
