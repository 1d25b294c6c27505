import {
  GUIDE_STEPS,
  GUIDE_STEP_COUNT,
  guideCookie,
  guideReducer,
  isFirstStep,
  isLastStep,
  shouldShowGuide,
  type GuideState,
} from '@/components/home/guide-steps';
import { GUIDE_COOKIE, GUIDE_COOKIE_HOURS } from '@/lib/config/constants';
import { splitFormula } from '@/components/product/formula-parts';
import { isSafeSvg } from '@/lib/domain/catalog/products/structure-image';

describe('first-visit guide (spec §2.4: 7 steps, previous / next / close)', () => {
  test('the 7 steps in the spec order, each pointing at a header entry', () => {
    expect(GUIDE_STEP_COUNT).toBe(7);
    expect(GUIDE_STEPS.map((s) => s.title)).toEqual([
      '产品中心',
      '药典方法',
      '法规标准',
      '行业资讯',
      '定制服务',
      '证书下载',
      '快速下单',
    ]);
    for (const s of GUIDE_STEPS) expect(s.targets.length).toBeGreaterThan(0);
  });

  test('next walks forward, prev walks back but not below the first step', () => {
    let s: GuideState = guideReducer({ open: false, step: 3 }, { type: 'open' });
    expect(s).toEqual({ open: true, step: 0 });
    expect(isFirstStep(s)).toBe(true);
    s = guideReducer(s, { type: 'prev' });
    expect(s.step).toBe(0);
    for (let i = 1; i < GUIDE_STEP_COUNT; i++) {
      s = guideReducer(s, { type: 'next' });
      expect(s).toEqual({ open: true, step: i });
    }
    expect(isLastStep(s)).toBe(true);
    s = guideReducer(s, { type: 'prev' });
    expect(s).toEqual({ open: true, step: GUIDE_STEP_COUNT - 2 });
  });

  test('next on the last step finishes (closes); close closes at any step', () => {
    const last = { open: true, step: GUIDE_STEP_COUNT - 1 };
    expect(guideReducer(last, { type: 'next' }).open).toBe(false);
    expect(guideReducer({ open: true, step: 2 }, { type: 'close' })).toEqual({ open: false, step: 2 });
    expect(guideReducer({ open: true, step: 0 }, { type: 'goto', step: 99 }).step).toBe(GUIDE_STEP_COUNT - 1);
    expect(guideReducer({ open: true, step: 4 }, { type: 'goto', step: -2 }).step).toBe(0);
  });

  test('shown until its cookie is set; the cookie lasts GUIDE_COOKIE_HOURS (30000 h)', () => {
    expect(shouldShowGuide(undefined)).toBe(true);
    expect(shouldShowGuide('')).toBe(true);
    expect(shouldShowGuide('1')).toBe(false);
    const now = new Date('2026-01-01T00:00:00Z');
    const c = guideCookie(now);
    expect(c.name).toBe(GUIDE_COOKIE);
    expect(GUIDE_COOKIE_HOURS).toBe(30_000);
    expect(c.expires.getTime() - now.getTime()).toBe(30_000 * 3600_000);
  });
});

describe('formula display and inline SVG guard', () => {
  const text = (f: string) =>
    splitFormula(f)
      .map((p) => (p.kind === 'sub' ? `_${p.text}` : p.kind === 'sup' ? `^${p.text}` : p.text))
      .join('');
  test('counts are subscripts, coefficients and dots are not', () => {
    expect(text('C8H9NO2')).toBe('C_8H_9NO_2');
    expect(text('C17H19NO3.ClH')).toBe('C_17H_19NO_3·ClH');
    expect(text('C16H19N3O5S·3H2O')).toBe('C_16H_19N_3O_5S·3H_2O');
    expect(text('Ca(OH)2')).toBe('Ca(OH)_2');
    expect(text('NH4+')).toBe('NH_4^+');
    expect(text('C10H20N2+2')).toBe('C_10H_20N_2^+2');
  });
  test('only plain drawing SVG is inlined', () => {
    expect(isSafeSvg("<svg viewBox='0 0 10 10'><path d='M0 0'/></svg>")).toBe(true);
    expect(isSafeSvg('<svg><script>alert(1)</script></svg>')).toBe(false);
    expect(isSafeSvg('<svg onload="x()"></svg>')).toBe(false);
    expect(isSafeSvg('<div></div>')).toBe(false);
  });
});
