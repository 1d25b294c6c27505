/** A console page the staff member's role may not open (the server redirected here; the API refuses too). */
import Link from 'next/link';
import { CONSOLE_MSG } from '@/lib/config/messages';

export const metadata = { title: '无权访问' };

export default function Denied() {
  return (
    <div className="mx-auto mt-32 max-w-md rounded-md border border-line bg-white p-8 text-center">
      <h1 className="text-lg font-semibold text-ink-900">无权访问</h1>
      <p className="mt-3 text-sm text-ink-600">{CONSOLE_MSG.forbiddenPage}</p>
      <Link href="/console" className="mt-6 inline-block text-sm text-brand-600 hover:underline">
        返回工作台
      </Link>
    </div>
  );
}
