/**
 * Personal-centre form validation: addresses, invoice titles (普通 / 增值税专用), real-name and enterprise
 * verification, passwords and nicknames. The messages are the ones the buyer reads.
 */
import {
  maskMobile,
  nicknameProblem,
  normaliseInvoiceTitle,
  passwordProblem,
  validateAddress,
  validateEnterprise,
  validateInvoiceTitle,
  validateRealName,
  type AddressForm,
  type EnterpriseForm,
  type InvoiceTitleForm,
} from '../../lib/client/profile-validate';
import { ACCOUNT_MSG, CENTER_MSG, PROFILE_MSG, V } from '../../lib/config/messages';

const address: AddressForm = {
  consignee: '张三',
  mobile: '13800138000',
  provinceId: 44,
  cityId: 4403,
  districtId: 440305,
  detail: '科技园一路 1 号',
  company: '',
};

describe('address form', () => {
  test('a complete address passes', () => {
    expect(validateAddress(address)).toEqual({});
  });
  test('each missing field has its message', () => {
    const e = validateAddress({
      consignee: ' ',
      mobile: '12345',
      provinceId: null,
      cityId: null,
      districtId: null,
      detail: '',
    });
    expect(e).toEqual({
      consignee: PROFILE_MSG.consigneeRequired,
      mobile: V.mobilePattern,
      provinceId: PROFILE_MSG.regionRequired,
      detail: PROFILE_MSG.detailRequired,
    });
  });
  test('the district is required unless the city has none', () => {
    expect(validateAddress({ ...address, districtId: null }).provinceId).toBe(PROFILE_MSG.regionRequired);
    expect(validateAddress({ ...address, districtId: null }, false)).toEqual({});
    expect(validateAddress({ ...address, cityId: null }, false).provinceId).toBe(PROFILE_MSG.regionRequired);
  });
  test('lengths follow the server limits', () => {
    expect(validateAddress({ ...address, consignee: '张'.repeat(31) }).consignee).toBe(PROFILE_MSG.consigneeTooLong);
    expect(validateAddress({ ...address, detail: '路'.repeat(101) }).detail).toBe(PROFILE_MSG.detailTooLong);
    expect(validateAddress({ ...address, detail: '路'.repeat(100) })).toEqual({});
  });
  test('a landline or a 12 as second digit is not a mobile', () => {
    expect(validateAddress({ ...address, mobile: '01012345678' }).mobile).toBe(V.mobilePattern);
    expect(validateAddress({ ...address, mobile: '12800138000' }).mobile).toBe(V.mobilePattern);
  });
});

const vat: InvoiceTitleForm = {
  type: 2,
  title: '演示医药科技有限公司',
  taxNo: '91350100M000100Y43',
  bankName: '中国工商银行北京分行',
  bankAccount: '6222 0200 0000 1234 567',
  regAddress: '北京市海淀区演示路 1 号',
  regPhone: '010-12345678',
};

describe('invoice title form', () => {
  test('a complete VAT special invoice title passes (spaces in the account are allowed)', () => {
    expect(validateInvoiceTitle(vat)).toEqual({});
    expect(normaliseInvoiceTitle(vat).bankAccount).toBe('6222020000001234567');
    expect(normaliseInvoiceTitle({ ...vat, taxNo: ' 91350100m000100y43 ' }).taxNo).toBe('91350100M000100Y43');
  });
  test('VAT special: every field is required', () => {
    const e = validateInvoiceTitle({
      type: 2,
      title: '',
      taxNo: '',
      bankName: '',
      bankAccount: '',
      regAddress: '',
      regPhone: '',
    });
    expect(e).toEqual({
      title: PROFILE_MSG.invoiceTitleRequired,
      taxNo: PROFILE_MSG.taxNoRequired,
      bankName: PROFILE_MSG.bankNameRequired,
      bankAccount: PROFILE_MSG.bankAccountRequired,
      regAddress: PROFILE_MSG.regAddressRequired,
      regPhone: PROFILE_MSG.regPhoneRequired,
    });
  });
  test('ordinary invoice: only the title is required; given values are still checked', () => {
    expect(
      validateInvoiceTitle({
        type: 1,
        title: '张三',
        taxNo: '',
        bankName: '',
        bankAccount: '',
        regAddress: '',
        regPhone: '',
      }),
    ).toEqual({});
    const e = validateInvoiceTitle({
      type: 1,
      title: '某公司',
      taxNo: 'ABC',
      bankName: '',
      bankAccount: '12ab',
      regAddress: '',
      regPhone: '12345',
    });
    expect(e).toEqual({
      taxNo: PROFILE_MSG.taxNoInvalid,
      bankAccount: PROFILE_MSG.bankAccountInvalid,
      regPhone: CENTER_MSG.regPhoneHint,
    });
  });
  test('an 18-character tax number must carry a correct check character', () => {
    expect(validateInvoiceTitle({ ...vat, taxNo: '91350100M000100Y44' }).taxNo).toBe(PROFILE_MSG.taxNoCheckDigit);
    expect(validateInvoiceTitle({ ...vat, taxNo: '91350100m000100y43' })).toEqual({}); // upper-cased before the check
  });
});

describe('real-name verification', () => {
  const ok = { realName: '张三', idCardNo: '11010519491231002X', frontId: 1, backId: 2 };
  test('a valid request passes', () => {
    expect(validateRealName(ok)).toEqual({});
    expect(validateRealName({ ...ok, idCardNo: '11010519491231002x' })).toEqual({});
  });
  test('wrong check digit, impossible date and missing photos are refused', () => {
    expect(validateRealName({ ...ok, idCardNo: '110105194912310021' }).idCardNo).toBe(PROFILE_MSG.idCardInvalid);
    expect(validateRealName({ ...ok, idCardNo: '110105194902300020' }).idCardNo).toBe(PROFILE_MSG.idCardInvalid);
    expect(validateRealName({ realName: '', idCardNo: '', frontId: null, backId: null })).toEqual({
      realName: PROFILE_MSG.realNameRequired,
      idCardNo: PROFILE_MSG.idCardRequired,
      frontId: PROFILE_MSG.idCardFrontRequired,
      backId: PROFILE_MSG.idCardBackRequired,
    });
    expect(validateRealName({ ...ok, realName: '张3' }).realName).toBe(PROFILE_MSG.realNameInvalid);
  });
});

describe('enterprise verification', () => {
  const ok: EnterpriseForm = {
    name: '演示医药科技有限公司',
    creditCode: '91350100M000100Y43',
    corpType: 'pharma',
    address: '北京市海淀区',
    contactName: '李四',
    contactPhone: '13900139000',
    licenceId: 9,
  };
  test('a valid request passes', () => {
    expect(validateEnterprise(ok)).toEqual({});
  });
  test('bad credit code, contact phone and a missing licence are refused', () => {
    expect(
      validateEnterprise({
        ...ok,
        creditCode: '91350100M000100Y40',
        contactPhone: '010-1234',
        licenceId: null,
        corpType: '',
      }),
    ).toEqual({
      creditCode: PROFILE_MSG.creditCodeCheckDigit,
      contactPhone: CENTER_MSG.contactPhoneInvalid,
      licenceId: PROFILE_MSG.licenseRequired,
      corpType: PROFILE_MSG.corpTypeInvalid,
    });
  });
});

describe('account security helpers', () => {
  test('password rule of the register form', () => {
    expect(passwordProblem('')).toBe(V.passwordRequired);
    expect(passwordProblem('12345')).toBe(V.passwordRule);
    expect(passwordProblem('abc 12345')).toBe(V.passwordRule);
    expect(passwordProblem('a'.repeat(21))).toBe(V.passwordRule);
    expect(passwordProblem('Demo@2026')).toBeNull();
  });
  test('nickname', () => {
    expect(nicknameProblem('  ')).toBe(ACCOUNT_MSG.nickNameRequired);
    expect(nicknameProblem('好'.repeat(31))).toBe(ACCOUNT_MSG.nickNameTooLong);
    expect(nicknameProblem('小明')).toBeNull();
  });
  test('mobile masking', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(maskMobile('138****8000')).toBe('138****8000');
    expect(maskMobile(null)).toBe('');
  });
});
