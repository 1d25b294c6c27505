/** @jest-environment jsdom */
/**
 * useSilentRead (lib/client/use-silent-read.ts): the goods page's logged-in reads without React Query. A buyer sees
 * their own state once the server answered, a guest's page never asks, and a later login reads afresh.
 */
import { act, createElement, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useSilentRead, type SilentRead } from '@/lib/client/use-silent-read';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the hook returned at the last render (a holder object: the rules of hooks forbid reassigning a variable). */
const seen: { last: SilentRead<string> | null } = { last: null };
function Probe({ k, enabled, read }: { k: string; enabled: boolean; read: () => Promise<string> }) {
  const r = useSilentRead(k, read, enabled);
  useEffect(() => {
    seen.last = r;
  });
  return null;
}

async function setup() {
  const el = document.createElement('div');
  const root = createRoot(el);
  const render = (props: { k: string; enabled: boolean; read: () => Promise<string> }) =>
    act(async () => root.render(createElement(Probe, props)));
  return { render, unmount: () => act(async () => root.unmount()) };
}

test('a guest never asks; a logged-in buyer gets the answer, pending until then', async () => {
  const read = jest.fn(async () => 'on');
  const { render, unmount } = await setup();
  await render({ k: 'fav:1', enabled: false, read });
  expect(read).not.toHaveBeenCalled();
  expect(seen.last).toMatchObject({ data: undefined, isPending: false });
  await render({ k: 'fav:1', enabled: true, read });
  expect(read).toHaveBeenCalledTimes(1);
  expect(seen.last).toMatchObject({ data: 'on', isPending: false });
  await unmount();
});

test('logging out hides the value and the next login reads again; set and refresh update it', async () => {
  let answer = 'A';
  const read = jest.fn(async () => answer);
  const { render, unmount } = await setup();
  await render({ k: 'fav:1', enabled: true, read });
  expect(seen.last!.data).toBe('A');
  await render({ k: 'fav:1', enabled: false, read });
  expect(seen.last!.data).toBeUndefined();
  answer = 'B';
  await render({ k: 'fav:1', enabled: true, read });
  expect(read).toHaveBeenCalledTimes(2);
  expect(seen.last!.data).toBe('B');
  await act(async () => seen.last!.set('C'));
  expect(seen.last!.data).toBe('C');
  answer = 'D';
  await act(async () => seen.last!.refresh());
  expect(seen.last!.data).toBe('D');
  await unmount();
});

test('a failed read leaves no value and is not pending (a missing mark, no error)', async () => {
  const { render, unmount } = await setup();
  await render({ k: 'x', enabled: true, read: () => Promise.reject(new Error('boom')) });
  expect(seen.last).toMatchObject({ data: undefined, isPending: false });
  await unmount();
});
