/**
 * Restricted chemicals from the staff side (the shared world: ./licences-world.ts): the 30-day expiry notice, the
 * console endpoints under the hostile battery, and review from a shell (npm run staff).
 */
import { and, eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { consoleDispatch, type TestStaff } from '../helpers/console';
import { buyerLicences, devOutbox, licenceEvents, users } from '../../lib/db/schema';
import { remindExpiringLicences } from '../../lib/domain/commerce/licences/reminders';
import { licenceStaffCommands } from '../../scripts/staff/licences';
import { type TestUser } from './cart-fixtures';
import { battery, judge, KINDS, requestOf } from '../helpers/fuzz';
import { licenceConsoleEndpoints } from '../../lib/api/endpoints/staff/licences';
import type { EndpointDef } from '../../lib/api/define';
import { licencesWorld, day } from './licences-world';

describeDb('restricted chemicals: expiry notice, hostile battery, shell commands', (ctx) => {
  const w = licencesWorld(ctx);
  const { staff, submit, overview } = w;
  let ops!: TestStaff;
  let owner!: TestUser;
  let member!: TestUser;
  beforeAll(() => {
    ({ ops, owner, member } = w.state());
  });

  test('the 30-day expiry notice: once per document, by SMS to the uploader, on its timeline; a failed send is retried', async () => {
    const s = await submit(owner, { kind: 'explosive_proof', licenceNo: 'EXP-SOON-1', validTo: day(10) });
    await staff(ops, 'POST', `licences/${s.data.id}/approve`);
    const far = await submit(owner, { kind: 'controlled_approval', licenceNo: 'FAR-AWAY-1', validTo: day(90) });
    await staff(ops, 'POST', `licences/${far.data.id}/approve`);
    const failed = await remindExpiringLicences(ctx.db, {
      send: async () => Promise.reject(new Error('provider down')),
    });
    expect(failed.sent).toBe(0);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(
      (await ctx.db.select().from(buyerLicences).where(eq(buyerLicences.id, s.data.id)))[0]!.expiryNoticeAt,
    ).toBeNull();
    const r = await remindExpiringLicences(ctx.db);
    expect(r.sent).toBeGreaterThanOrEqual(1);
    const [u] = await ctx.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, owner.id));
    const sms = (await ctx.db.select().from(devOutbox).where(eq(devOutbox.to, u!.mobile!))).filter((m) =>
      m.text.includes('EXP-SOON-1'),
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(day(10));
    expect((await remindExpiringLicences(ctx.db)).sent).toBe(0);
    expect(
      (await ctx.db.select().from(devOutbox).where(eq(devOutbox.to, u!.mobile!))).filter((m) =>
        m.text.includes('FAR-AWAY-1'),
      ),
    ).toEqual([]);
    const ev = await ctx.db
      .select()
      .from(licenceEvents)
      .where(and(eq(licenceEvents.licenceId, s.data.id), eq(licenceEvents.event, 'expiry_notice')));
    expect(ev).toHaveLength(1);
    // On screen too: the 企业资质 list counts the days.
    expect((await overview(owner)).list.find((l) => l.id === s.data.id)!.expiresInDays).toBe(10);
  });

  test('the console’s licence and ledger endpoints survive the hostile battery (the buyer ones are in tests/api/fuzz.test.ts)', async () => {
    const table = licenceConsoleEndpoints as unknown as Record<string, EndpointDef>;
    const failures: string[] = [];
    let calls = 0;
    for (const call of battery(table, { seed: 31, perEndpoint: KINDS.length * 2 })) {
      const req = requestOf({ ...call, headers: { ...call.headers, ...ops.h } }, 'http://localhost/console/api/');
      if (!req) continue;
      const segments = call.path.split('?')[0]!.split('/').filter(Boolean);
      let res: Response;
      try {
        res = await consoleDispatch(
          req,
          segments.map((x) => {
            try {
              return decodeURIComponent(x);
            } catch {
              return x;
            }
          }),
        );
      } catch (e) {
        failures.push(`${call.key} [${call.kind}] threw ${String(e)}`);
        continue;
      }
      calls++;
      const v = judge(res.status, res.headers.get('content-type'), await res.text());
      if (v.serverError || v.envelopeViolation || v.internal || v.leak)
        failures.push(
          `${call.key} [${call.kind}] ${call.method} ${call.path.slice(0, 80)} → ${res.status} ${v.envelopeViolation ?? ''}`,
        );
    }
    expect(calls).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  }, 120_000);

  test('staff approval is scriptable from a shell (npm run staff -- licence-approve / licence-reject / licences)', async () => {
    const s = await submit(member, { licenceNo: 'SHELL-1' });
    const out: string[] = [];
    await licenceStaffCommands.licences!.run(ctx.db, ['pending'], (l) => out.push(l));
    expect(out.some((l) => l.includes('SHELL-1') && l.includes('待审核'))).toBe(true);
    await licenceStaffCommands['licence-approve']!.run(ctx.db, [String(s.data.id), '--as', ops.username], (l) =>
      out.push(l),
    );
    expect(out.at(-1)).toBe(`✓ #${s.data.id}: 待审核 → 已通过`);
    const [row] = await ctx.db.select().from(buyerLicences).where(eq(buyerLicences.id, s.data.id));
    expect(row).toMatchObject({ status: 'approved', reviewedByStaffId: ops.id, reviewedByName: '审核员小王' });
    const t = await submit(member, { licenceNo: 'SHELL-2' });
    await licenceStaffCommands['licence-reject']!.run(ctx.db, [String(t.data.id), '证件编号', '与扫描件不符'], (l) =>
      out.push(l),
    );
    expect((await ctx.db.select().from(buyerLicences).where(eq(buyerLicences.id, t.data.id)))[0]).toMatchObject({
      status: 'rejected',
      reason: '证件编号 与扫描件不符',
      reviewedByName: '命令行',
    });
  });
});
