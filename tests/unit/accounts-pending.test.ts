import { safeReturnPath } from '../../components/account/AccountsPending';

test('the login page returns only to same-site paths', () => {
  expect(safeReturnPath('/settlementCenter?a=1')).toBe('/settlementCenter?a=1');
  expect(safeReturnPath('//evil.example')).toBe('/');
  expect(safeReturnPath('/\\evil.example')).toBe('/');
  expect(safeReturnPath('https://evil.example')).toBe('/');
  expect(safeReturnPath(undefined)).toBe('/');
  expect(safeReturnPath(['/quickOrder', '/x'])).toBe('/quickOrder');
});
