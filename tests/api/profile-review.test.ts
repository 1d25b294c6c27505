import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { organizations, users, verificationRequests } from '../../lib/db/schema';
import { PROFILE_MSG } from '../../lib/config/messages';
import { approveRequest, listRequests, rejectRequest } from '../../lib/domain/accounts/verification/state';
import { parseArgs } from '../../scripts/review-verification';
import type { OrgInfoDTO } from '../../lib/api/endpoints/profile';
import { makeUser } from './cart-fixtures';

test('review script arguments', () => {
  expect(parseArgs([])).toEqual({ op: 'list', all: false });
  expect(parseArgs(['--list', '--all'])).toEqual({ op: 'list', all: true });
  expect(parseArgs(['--approve', '12'])).toEqual({ op: 'approve', id: 12 });
  expect(parseArgs(['--reject', '7', '--reason', ' 照片模糊 '])).toEqual({ op: 'reject', id: 7, reason: '照片模糊' });
  expect(() => parseArgs(['--reject', '7'])).toThrow(/--reason/);
  expect(() => parseArgs(['--approve', 'x'])).toThrow(/request id/);
  expect(() => parseArgs(['--frobnicate'])).toThrow();
});

describeDb('verification review states (join requests, listing, unknown ids)', (ctx) => {
  test('a rejected join request takes the user out of the organisation; a superseded one is cancelled', async () => {
    const owner = await makeUser(ctx.db);
    const [org] = await ctx.db
      .insert(organizations)
      .values([
        { name: '审核测试公司', certStatus: 2, createdByUserId: owner.id },
        { name: '第二家公司', certStatus: 2 },
      ])
      .returning({ id: organizations.id });
    const [org2] = await ctx.db.select().from(organizations).where(eq(organizations.name, '第二家公司'));
    const w = await makeUser(ctx.db);
    const j1 = await ctx.api<OrgInfoDTO>('user', 'POST', 'userInfo/joinEnterprise', { orgId: org!.id }, w.h);
    expect(j1.data.orgRole).toBe('pending');
    // Asking another organisation supersedes the first request.
    await ctx.api('user', 'POST', 'userInfo/change/org', { orgId: org2!.id }, w.h);
    const reqs = await ctx.db.select().from(verificationRequests).where(eq(verificationRequests.userId, w.id));
    expect(reqs.map((r) => [r.orgId, r.status]).sort()).toEqual(
      [
        [org!.id, 'cancelled'],
        [org2!.id, 'pending'],
      ].sort(),
    );
    const pending = await listRequests(ctx.db, { status: 'pending' });
    const mine = pending.find((r) => r.userId === w.id)!;
    expect(mine).toMatchObject({ kind: 'join', orgName: '第二家公司' });
    await expect(approveRequest(ctx.db, reqs.find((r) => r.status === 'cancelled')!.id)).rejects.toThrow(
      PROFILE_MSG.verificationNotPending,
    );
    await rejectRequest(ctx.db, mine.id, '不是本公司员工');
    const [u] = await ctx.db.select().from(users).where(eq(users.id, w.id));
    expect(u).toMatchObject({ orgId: null, orgRole: null });
    await expect(approveRequest(ctx.db, 987654)).rejects.toThrow(PROFILE_MSG.verificationNotFound);
  });
});
