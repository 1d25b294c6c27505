/** @jest-environment jsdom */
/** The first-visit guide's code loads only while its cookie is not set (issue 34's JS budget). */
import { act } from 'react';
import { mountPerTest } from '../helpers/dom';
import { GUIDE_COOKIE } from '@/lib/config/constants';

const loaded = jest.fn();
jest.mock('@/components/home/FirstVisitGuide', () => {
  loaded();
  return { FirstVisitGuide: () => <div data-testid="first-visit-guide" /> };
});

import { FirstVisitGuideLoader } from '@/components/home/FirstVisitGuideLoader';

describe('FirstVisitGuideLoader', () => {
  const m = mountPerTest();
  const settle = () =>
    act(async () => {
      for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
    });

  test('a returning buyer (cookie set): the guide is neither loaded nor shown', async () => {
    document.cookie = `${GUIDE_COOKIE}=1; path=/`;
    await act(async () => m.root.render(<FirstVisitGuideLoader />));
    await settle();
    expect(loaded).not.toHaveBeenCalled();
    expect(m.container.querySelector('[data-testid="first-visit-guide"]')).toBeNull();
  });

  test('a first visit (no cookie): the guide is loaded and shown', async () => {
    document.cookie = `${GUIDE_COOKIE}=; max-age=0; path=/`;
    await act(async () => m.root.render(<FirstVisitGuideLoader />));
    await settle();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(m.container.querySelector('[data-testid="first-visit-guide"]')).not.toBeNull();
  });
});
