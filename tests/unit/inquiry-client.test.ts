/** Browser helpers of the inquiry pages: the basket form's checks (spec §5 phone messages), fen display, keys. */
import { cnTime, fenLabel, newSubmissionKey, todayCn, validateContact } from '../../lib/client/inquiries';
import { INQUIRY_MSG, V } from '../../lib/config/messages';

const ok = { contactName: '张工', contactPhone: '13800138000', wantedBy: '', remark: '' };

describe('inquiry client helpers', () => {
  test('contact form: name required, the three phone messages, no past delivery date, remark length', () => {
    expect(validateContact(ok, '2026-11-25')).toEqual({});
    expect(validateContact({ ...ok, contactName: ' ' })).toEqual({ contactName: INQUIRY_MSG.contactNameRequired });
    expect(validateContact({ ...ok, contactPhone: '' }).contactPhone).toBe(V.phoneEmpty);
    expect(validateContact({ ...ok, contactPhone: '1380013800' }).contactPhone).toBe(V.phoneLength);
    expect(validateContact({ ...ok, contactPhone: '12800138000' }).contactPhone).toBe(V.phoneFormat);
    expect(validateContact({ ...ok, wantedBy: '2026-11-24' }, '2026-11-25')).toEqual({
      wantedBy: INQUIRY_MSG.wantedByPast,
    });
    expect(validateContact({ ...ok, wantedBy: '2026-11-25' }, '2026-11-25')).toEqual({});
    expect(validateContact({ ...ok, remark: 'x'.repeat(501) })).toEqual({ remark: INQUIRY_MSG.noteTooLong });
  });

  test('fen shown as yuan without float drift; China time and date', () => {
    expect(fenLabel(123_456)).toBe('¥1,234.56');
    expect(fenLabel(1)).toBe('¥0.01');
    expect(fenLabel(null)).toBe('—');
    expect(cnTime('2026-11-24T16:30:00.000Z')).toBe('2026-11-25 00:30');
    expect(todayCn(new Date('2026-11-24T16:30:00.000Z'))).toBe('2026-11-25');
  });

  test('submission keys are unique and fit the server rule (8–64 non-space characters)', () => {
    const a = newSubmissionKey();
    expect(a).toMatch(/^\S{8,64}$/);
    expect(newSubmissionKey()).not.toBe(a);
  });
});
