/** Console roles, TOTP, audit redaction, and the console kept out of the storefront's proxy and robots. */
import { AREAS, CONSOLE_MENU, canAccess, type Area } from '../../lib/domain/operations/staff/areas';
import { STAFF_ROLES } from '../../lib/db/schema';
import { newTotpSecret, totpCode, totpStep, totpUri } from '../../lib/domain/operations/staff/totp';
import { redact } from '../../lib/domain/operations/staff/audit';
import { STAFF_PASSWORD_RE, randomStaffPassword } from '../../lib/domain/operations/staff/accounts';
import { decide } from '../../lib/proxy/decide';
import { robotsTxt } from '../../lib/platform/seo/robots';

describe('roles', () => {
  test('admin may use every area; the issue’s role split holds', () => {
    for (const a of Object.keys(AREAS) as Area[]) expect(canAccess('admin', a)).toBe(true);
    const may = (role: (typeof STAFF_ROLES)[number]) =>
      (Object.keys(AREAS) as Area[]).filter((a) => canAccess(role, a)).sort();
    expect(may('warehouse')).toEqual(['afterSales', 'home', 'orders', 'shipping']);
    expect(may('finance')).toEqual([
      'afterSales',
      'credit',
      'home',
      'insights',
      'invoices',
      'orderCancel',
      'orders',
      'payments',
      'refunds',
    ]);
    expect(may('ops')).toEqual([
      'catalog',
      'content',
      'custom',
      'feedback',
      'home',
      'inquiries',
      'insights',
      'ledger',
      'licences',
      'orderCancel',
      'orders',
      'verifications',
    ]);
    // Staff accounts and the audit log belong to 管理员 alone.
    for (const r of ['ops', 'finance', 'warehouse'] as const)
      expect([canAccess(r, 'staff'), canAccess(r, 'audit')]).toEqual([false, false]);
  });

  test('every menu entry names a real area and a console path', () => {
    for (const m of CONSOLE_MENU) {
      expect(Object.keys(AREAS)).toContain(m.area);
      expect(m.href).toMatch(/^\/console(\/|$)/);
    }
  });
});

describe('TOTP', () => {
  test('a code is valid in its step and one step either side, and not further', () => {
    const s = newTotpSecret();
    expect(s).toMatch(/^[A-Z2-7]{32}$/);
    const t = 1_800_000_000_000;
    const step = Math.floor(t / 30_000);
    expect(totpStep(s, totpCode(s, t), t)).toBe(step);
    expect(totpStep(s, totpCode(s, t - 30_000), t)).toBe(step - 1);
    expect(totpStep(s, totpCode(s, t + 30_000), t)).toBe(step + 1);
    expect(totpStep(s, totpCode(s, t - 90_000), t)).toBeNull();
    expect(totpStep(s, 'abcdef', t)).toBeNull();
    expect(totpStep(newTotpSecret(), totpCode(s, t), t)).toBeNull();
  });

  test('the otpauth URI carries the issuer, the user and the secret', () => {
    const s = newTotpSecret();
    const uri = totpUri(s, 'li.ming');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${s}`);
    expect(decodeURIComponent(uri)).toContain('li.ming');
  });
});

describe('passwords and audit', () => {
  test('generated passwords satisfy the rule', () => {
    for (let i = 0; i < 50; i++) expect(randomStaffPassword()).toMatch(STAFF_PASSWORD_RE);
    expect(STAFF_PASSWORD_RE.test('abcdefgh')).toBe(false);
    expect(STAFF_PASSWORD_RE.test('abc12')).toBe(false);
  });

  test('the audit copy hides secrets, describes files and cuts long text', () => {
    const out = redact({
      password: 'x',
      newPassword: 'y',
      totpSecret: 'z',
      code: '123456',
      standardCode: 'GB 5009.3-2016',
      note: 'n'.repeat(3000),
      nested: { token: 't', price: 12.5 },
      file: new File(['%PDF'], 'coa.pdf', { type: 'application/pdf' }),
    }) as Record<string, unknown>;
    expect(out.password).toBe('***');
    expect(out.newPassword).toBe('***');
    expect(out.totpSecret).toBe('***');
    expect(out.code).toBe('***');
    expect(out.standardCode).toBe('GB 5009.3-2016');
    expect((out.note as string).length).toBe(2001);
    expect(out.nested).toEqual({ token: '***', price: 12.5 });
    expect(out.file).toEqual({ file: 'coa.pdf', size: 4, type: 'application/pdf' });
  });
});

describe('the storefront leaves the console alone', () => {
  test('no phone redirect, no buyer login guard, no fallback resolver under /console', () => {
    const phone = {
      get: (n: string) => (n === 'user-agent' ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' : null),
    };
    const none = { get: () => undefined };
    for (const p of ['/console', '/console/orders', '/console/login'])
      expect(decide(`http://x${p}`, phone, none)).toEqual({ type: 'next' });
  });

  test('robots.txt keeps crawlers out of the console', () => {
    expect(robotsTxt('https://example.com')).toContain('Disallow: /console');
  });
});
