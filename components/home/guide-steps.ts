/**
 * The first-visit guide (spec §2.4, §4): 7 steps, previous / next / close; shown until its cookie is set.
 * Pure step logic (unit-tested); the component is components/home/FirstVisitGuide.tsx.
 */
import { GUIDE_COOKIE, GUIDE_COOKIE_HOURS } from '@/lib/config/constants';

export type GuideStep = {
  key: string;
  title: string;
  text: string;
  /** Page the step introduces. */
  href: string;
  /** CSS selectors of the header element to highlight, tried in order. */
  targets: string[];
};

const menuLink = (href: string) => `nav[aria-label="主菜单"] a[href="${href}"]`;

export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    key: 'product',
    title: '产品中心',
    text: '按类别浏览对照品、标准物质、药物杂质和质控样品，支持按名称、货号、CAS号和分子式检索。',
    href: '/productCenter',
    targets: [menuLink('/productCenter')],
  },
  {
    key: 'methods',
    title: '药典方法',
    text: '查看中国药典、USP、EP 等方法所需的全部对照品和杂质，一键加入购物车。',
    href: '/methods',
    targets: [menuLink('/methods')],
  },
  {
    key: 'standards',
    title: '法规标准',
    text: '按标准号（如 GB 5009.3）查找国家与行业标准及其配套标准物质。',
    href: '/standard',
    targets: [menuLink('/standard')],
  },
  {
    key: 'data',
    title: '行业资讯',
    text: '了解行业动态、法规更新和技术资料，在“关于我们”菜单中随时查看。',
    href: '/newsInformation',
    targets: ['nav[aria-label="主菜单"] button[aria-haspopup="menu"]', menuLink('/newsInformation')],
  },
  {
    key: 'custom',
    title: '定制服务',
    text: '找不到需要的化合物？提交结构或 CAS 号，我们提供定制合成与制备分离服务。',
    href: '/customizedServices',
    targets: ['nav[aria-label="主菜单"] a[href*="customizedServices"]'],
  },
  {
    key: 'coa',
    title: '证书下载',
    text: '输入货号和批号即可在线查看并下载 COA 分析证书，了解批次有效期。',
    href: '/downloadCenter/downloadSecond/coa',
    targets: [menuLink('/downloadCenter/downloadSecond/coa')],
  },
  {
    key: 'quick',
    title: '快速下单',
    text: '粘贴或上传货号、CAS号清单和数量，系统自动匹配商品，批量加入购物车。',
    href: '/quickOrder',
    targets: ['[data-testid="nav-quick-order"]', '[href="/quickOrder"]'],
  },
];

export const GUIDE_STEP_COUNT = GUIDE_STEPS.length;

export type GuideState = { open: boolean; step: number };
export type GuideAction =
  { type: 'next' } | { type: 'prev' } | { type: 'close' } | { type: 'open' } | { type: 'goto'; step: number };

const clampStep = (n: number) => Math.min(GUIDE_STEP_COUNT - 1, Math.max(0, Math.trunc(Number.isFinite(n) ? n : 0)));

/** Next on the last step finishes the guide (closes it); previous on the first step stays there. */
export function guideReducer(state: GuideState, action: GuideAction): GuideState {
  switch (action.type) {
    case 'next':
      return state.step >= GUIDE_STEP_COUNT - 1
        ? { open: false, step: state.step }
        : { ...state, step: state.step + 1 };
    case 'prev':
      return { ...state, step: Math.max(0, state.step - 1) };
    case 'close':
      return { ...state, open: false };
    case 'open':
      return { open: true, step: 0 };
    case 'goto':
      return { ...state, step: clampStep(action.step) };
  }
}

export const isFirstStep = (s: GuideState) => s.step === 0;
export const isLastStep = (s: GuideState) => s.step === GUIDE_STEP_COUNT - 1;

/** The guide shows while its cookie is absent. */
export function shouldShowGuide(cookieValue: string | undefined | null): boolean {
  return !cookieValue;
}

/** Cookie attributes for "finished/closed": GUIDE_COOKIE_HOURS hours from now. */
export function guideCookie(now: Date = new Date()): { name: string; value: string; expires: Date } {
  return { name: GUIDE_COOKIE, value: '1', expires: new Date(now.getTime() + GUIDE_COOKIE_HOURS * 3600_000) };
}
