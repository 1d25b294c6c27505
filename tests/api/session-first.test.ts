/**
 * Protected buyer endpoints refuse a caller without a session (code -1, spec §8: go to /login) before they look at
 * the input: the client's -1 handling sends the buyer to the login page, where a code-0 "请输入密码" on an empty form
 * would only puzzle them (issue 31 §3). Walks EVERY endpoint of the table (read at run time).
 */
import { describeDb, callApi } from '../helpers/db';
import { buyerEndpoints as endpoints } from '../../lib/api/endpoints';
import type { BuyerEndpointDef as EndpointDef } from '../../lib/api/define';
import { makeUser } from './cart-fixtures';

/** The endpoint's path with every {param} filled with a value no record has. */
const concretePath = (def: EndpointDef) => def.path.replace(/\{(\w+)\}/g, '2147483000');

describeDb('protected endpoints answer -1 before input', (ctx) => {
  test('every endpoint that needs login answers code -1 to an empty body without a token', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const [key, def] of Object.entries(endpoints as unknown as Record<string, EndpointDef>)) {
      if (def.auth !== 'user' && def.auth !== 'staff') continue;
      checked++;
      for (const body of def.method === 'POST' ? [{}, undefined] : [undefined]) {
        const r = await callApi(def.service, def.method, concretePath(def), body);
        if (r.code !== -1) failures.push(`${key} ${JSON.stringify(body)} → ${r.code} ${r.message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  }, 300_000);

  test('the password change: -1 without a token (empty or garbage body); the input is judged once logged in', async () => {
    expect(await callApi('user', 'POST', 'userInfo/password/change', {})).toMatchObject({ code: -1 });
    expect(
      await callApi('user', 'POST', 'userInfo/password/change', '{', { token: 'not-a-session-token-at-all' }),
    ).toMatchObject({ code: -1 });
    const u = await makeUser(ctx.db);
    expect(await callApi('user', 'POST', 'userInfo/password/change', {}, u.h)).toMatchObject({
      code: 0,
      message: '请输入密码',
    });
  });
});
