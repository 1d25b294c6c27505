/** The console session token of a request: the httpOnly CONSOLE_SESSION cookie only (never a header). */
import { CONSOLE_SESSION } from '@/lib/config/constants';

export function consoleTokenFrom(req: Request): string | null {
  const cookie = req.headers.get('cookie') ?? '';
  for (const part of cookie.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === CONSOLE_SESSION.cookie) {
      const v = part.slice(i + 1).trim();
      return v && v.length <= 200 ? v : null;
    }
  }
  return null;
}
