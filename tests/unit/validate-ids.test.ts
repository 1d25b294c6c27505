import {
  creditCodeCheckChar,
  idCardCheckChar,
  isBankAccount,
  isCreditCode,
  isIdCardNumber,
  isInvoicePhone,
  isTaxNumber,
  maskIdCard,
  phoneError,
  taxNumberError,
} from '../../lib/domain/accounts/profile/validate';
import { PROFILE_MSG, V } from '../../lib/config/messages';
import { validateInvoiceTitle } from '../../lib/client/profile-validate';

describe('phone rule of spec §5 with its helper messages', () => {
  test.each([
    ['', V.phoneEmpty],
    ['   ', V.phoneEmpty],
    ['1380013800', V.phoneLength],
    ['138001380001', V.phoneLength],
    ['12800138000', V.phoneFormat],
    ['01087654321', V.phoneFormat],
    ['1380013800a', V.phoneFormat],
  ])('%j → %s', (v, msg) => expect(phoneError(v)).toBe(msg));
  test('valid numbers', () => {
    for (const v of ['13800138000', '19912345678', ' 15012345678 ']) expect(phoneError(v)).toBeNull();
  });
});

describe('resident identity number (GB 11643, ISO 7064 MOD 11-2)', () => {
  test('the standard example and the X check character', () => {
    expect(isIdCardNumber('11010519491231002X')).toBe(true);
    expect(isIdCardNumber('11010519491231002x')).toBe(true);
    expect(idCardCheckChar('11010519491231002')).toBe('X');
  });
  test('a wrong check digit, a bad date, an unknown province, a future birth date, wrong lengths', () => {
    expect(isIdCardNumber('110105194912310021')).toBe(false);
    expect(isIdCardNumber('110105194902300025')).toBe(false); // 30 February
    expect(isIdCardNumber('990105194912310021')).toBe(false);
    const future = `110105${new Date().getUTCFullYear() + 1}0101001`;
    expect(isIdCardNumber(future + idCardCheckChar(future))).toBe(false);
    expect(isIdCardNumber('11010519491231002')).toBe(false);
    expect(isIdCardNumber('110105491231002')).toBe(false);
  });
  test('masking keeps 6 + 4 characters', () => expect(maskIdCard('11010519491231002x')).toBe('110105********002X'));
});

describe('unified social credit code (GB 32100, MOD 31)', () => {
  test('real published codes pass', () => {
    for (const c of ['91440300708461136T', '91330100716105852F', '914403001922038216'])
      expect(isCreditCode(c)).toBe(true);
  });
  test('one changed character fails; letters I, O, Z, S, V are outside the alphabet', () => {
    expect(isCreditCode('91440300708461136U')).toBe(false);
    expect(isCreditCode('91440300708461137T')).toBe(false);
    expect(isCreditCode('9144030070846113IT')).toBe(false);
    expect(creditCodeCheckChar('9144030070846113O')).toBeNull();
  });
  test('VAT tax numbers: 18 = credit code with its check, 15 and 20 characters allowed', () => {
    expect(isTaxNumber('91440300708461136T')).toBe(true);
    expect(isTaxNumber('91440300708461136U')).toBe(false);
    expect(isTaxNumber('440300708461136')).toBe(true);
    expect(isTaxNumber('44030070846113600001')).toBe(true);
    expect(isTaxNumber('4403007084611')).toBe(false);
    expect(isTaxNumber('44030070846113#')).toBe(false);
  });
  // Issue 34: a number of the right length with a wrong check character was told to enter 15, 18 or 20 characters.
  test('a tax number says what is wrong: the check character, the characters, or the length', () => {
    expect(taxNumberError('91440300708461136T')).toBeNull();
    expect(taxNumberError('')).toBeNull();
    expect(taxNumberError('91440300708461136U')).toBe(PROFILE_MSG.taxNoCheckDigit);
    expect(taxNumberError('91440300708461136u ')).toBe(PROFILE_MSG.taxNoCheckDigit);
    expect(taxNumberError('9144030070846113IT')).toBe(PROFILE_MSG.taxNoFormat);
    expect(taxNumberError('44030070846113#')).toBe(PROFILE_MSG.taxNoFormat);
    expect(taxNumberError('4403007084611')).toBe(PROFILE_MSG.taxNoInvalid);
    expect(PROFILE_MSG.taxNoCheckDigit).toMatch(/校验位/);
    // The buyer's form says the same before it sends anything.
    const form = {
      type: 2 as const,
      title: '某某公司',
      taxNo: '91440300708461136U',
      bankName: '工商银行',
      bankAccount: '6222020200112233445',
      regAddress: '北京',
      regPhone: '010-12345678',
    };
    expect(validateInvoiceTitle(form).taxNo).toBe(PROFILE_MSG.taxNoCheckDigit);
  });
});

test('invoice phone and bank account', () => {
  expect(isInvoicePhone('010-12345678')).toBe(true);
  expect(isInvoicePhone('0755-1234567-89')).toBe(true);
  expect(isInvoicePhone('13800138000')).toBe(true);
  expect(isInvoicePhone('12345')).toBe(false);
  expect(isBankAccount('6222 0202 0000 1234 567')).toBe(true);
  expect(isBankAccount('12ab')).toBe(false);
});
