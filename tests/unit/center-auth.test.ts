/** @jest-environment jsdom */
/** The §5 real-name gate: status '2' passes; anything else warns with the spec text and goes to verification. */
import { NEED_AUTH_PATH, requireRealName } from '../../lib/client/profile-auth';
import { getToasts, resetToasts } from '../../lib/client/toast';

afterEach(() => resetToasts());

test('identity status 2 continues without a warning', () => {
  const go = jest.fn();
  expect(requireRealName({ identityStatus: '2' }, go)).toBe(true);
  expect(go).not.toHaveBeenCalled();
  expect(getToasts()).toHaveLength(0);
});

test.each(['0', '1', '3', null])('status %p: warning and /personalCenter?needAuthentication=1', (status) => {
  const go = jest.fn();
  expect(requireRealName({ identityStatus: status }, go)).toBe(false);
  expect(go).toHaveBeenCalledWith(NEED_AUTH_PATH);
  expect(NEED_AUTH_PATH).toBe('/personalCenter?needAuthentication=1');
  expect(getToasts().map((t) => [t.kind, t.message])).toEqual([
    ['warning', '您还未完成实名认证，请完成认证后继续操作'],
  ]);
});
