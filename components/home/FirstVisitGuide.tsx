'use client';
/**
 * First-visit guide (spec §2.4, §4): 7 steps over the header menu — previous / next / close.
 * Shown until its cookie (GUIDE_COOKIE, GUIDE_COOKIE_HOURS) is set; finishing or closing sets it.
 * Each step highlights the matching header entry (a cut-out in a dimmed overlay) with a popover below it.
 */
import Cookies from 'js-cookie';
import { SiteLink } from '@/components/ui/SiteLink';
import { useCallback, useEffect, useLayoutEffect, useReducer, useState } from 'react';
import { GUIDE_COOKIE } from '@/lib/config/constants';
import { createPortal } from 'react-dom';
import {
  GUIDE_STEPS,
  GUIDE_STEP_COUNT,
  guideCookie,
  guideReducer,
  isFirstStep,
  isLastStep,
  shouldShowGuide,
  type GuideAction,
} from './guide-steps';

type Rect = { top: number; left: number; width: number; height: number };

function findTarget(selectors: string[]): Element | null {
  for (const s of selectors) {
    const el = document.querySelector(s);
    if (el) return el;
  }
  return null;
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function FirstVisitGuide() {
  const [state, dispatch] = useReducer(guideReducer, { open: false, step: 0 });
  const [rect, setRect] = useState<Rect | null>(null);
  const step = GUIDE_STEPS[state.step]!;

  useEffect(() => {
    if (shouldShowGuide(Cookies.get(GUIDE_COOKIE))) dispatch({ type: 'open' });
  }, []);

  const finish = useCallback(() => {
    const c = guideCookie();
    Cookies.set(c.name, c.value, { expires: c.expires, path: '/', sameSite: 'lax' });
  }, []);

  // Closing, or 完成 on the last step, sets the cookie.
  const act = useCallback(
    (a: GuideAction) => {
      if (state.open && !guideReducer(state, a).open) finish();
      dispatch(a);
    },
    [state, finish],
  );

  const measure = useCallback(() => {
    const el = findTarget(step.targets);
    if (!el) {
      setRect(null);
      return;
    }
    const r = el.getBoundingClientRect();
    setRect({ top: r.top + window.scrollY, left: r.left + window.scrollX, width: r.width, height: r.height });
  }, [step]);

  useIsoLayoutEffect(() => {
    if (!state.open) return;
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [state.open, measure]);

  useEffect(() => {
    if (!state.open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') act({ type: 'close' });
      if (e.key === 'ArrowRight') act({ type: 'next' });
      if (e.key === 'ArrowLeft') act({ type: 'prev' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state.open, act]);

  if (!state.open) return null;

  const pad = 4;
  const hole = rect
    ? { top: rect.top - pad, left: rect.left - pad, width: rect.width + pad * 2, height: rect.height + pad * 2 }
    : null;
  const popLeft = hole
    ? Math.max(
        16,
        Math.min(hole.left, (typeof window !== 'undefined' ? document.documentElement.clientWidth : 1440) - 356),
      )
    : undefined;

  return createPortal(
    <div className="absolute inset-x-0 top-0 z-[90]">
      {/* Dimmed page with a cut-out around the highlighted header entry (box-shadow spread). */}
      {hole ? (
        <div
          key="hole"
          aria-hidden="true"
          className="pointer-events-none absolute rounded ring-2 ring-accent-500 transition-all duration-200"
          style={{ ...hole, boxShadow: '0 0 0 200vmax rgba(15, 23, 42, 0.55)' }}
        />
      ) : (
        <div aria-hidden="true" className="fixed inset-0 bg-slate-900/55" />
      )}
      <div
        role="dialog"
        aria-modal="false"
        data-testid="first-visit-guide"
        aria-labelledby="guide-title"
        className="absolute w-[340px] rounded-md bg-white p-5 shadow-[var(--shadow-pop)]"
        style={
          hole
            ? { top: hole.top + hole.height + 12, left: popLeft }
            : { top: 160, left: '50%', transform: 'translateX(-50%)' }
        }
      >
        {hole && <span aria-hidden="true" className="absolute -top-1.5 left-6 h-3 w-3 rotate-45 bg-white" />}
        <div className="flex items-start justify-between">
          <p className="text-xs font-medium text-accent-600" data-testid="guide-progress">
            新手引导 {state.step + 1}/{GUIDE_STEP_COUNT}
          </p>
          <button
            type="button"
            onClick={() => act({ type: 'close' })}
            aria-label="关闭引导"
            className="-mr-1 -mt-1 px-1 text-lg leading-none text-ink-500 hover:text-ink-900"
          >
            ×
          </button>
        </div>
        <h2 id="guide-title" className="mt-1 text-[17px] font-semibold text-ink-900">
          {step.title}
        </h2>
        <p className="mt-1.5 text-[13px] leading-6 text-ink-700">{step.text}</p>
        <div className="mt-3 flex items-center gap-1" aria-hidden="true">
          {GUIDE_STEPS.map((s, i) => (
            <span
              key={s.key}
              className={`h-1.5 rounded-full transition-all ${i === state.step ? 'w-5 bg-brand-500' : 'w-1.5 bg-line'}`}
            />
          ))}
        </div>
        <div className="mt-4 flex items-center justify-between">
          <SiteLink
            prefetch={false}
            href={step.href}
            onClick={() => act({ type: 'close' })}
            className="text-[13px] text-brand-600 hover:underline"
          >
            前往{step.title} ›
          </SiteLink>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => act({ type: 'prev' })}
              disabled={isFirstStep(state)}
            >
              上一步
            </button>
            <button type="button" className="btn btn-sm btn-primary" onClick={() => act({ type: 'next' })}>
              {isLastStep(state) ? '完成' : '下一步'}
            </button>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}

export default FirstVisitGuide;
