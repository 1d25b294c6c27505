/**
 * jsdom helpers for component tests (files with `@jest-environment jsdom`): parse server-rendered markup, and a
 * React root mounted before each test and unmounted after it.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A detached element holding `html` (e.g. renderToStaticMarkup output), for querySelector checks. */
export function htmlDoc(html: string): HTMLDivElement {
  const d = document.createElement('div');
  d.innerHTML = html;
  return d;
}

export type Mounted = { readonly container: HTMLDivElement; readonly root: Root };

/** Call inside a describe (or at top level): a fresh container and root for every test of that block. */
export function mountPerTest(): Mounted {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root!.unmount());
    container!.remove();
  });
  return {
    get container() {
      return container!;
    },
    get root() {
      return root!;
    },
  };
}
