/**
 * Whether React has hydrated this component: false in the server HTML and during hydration, true right after. A
 * control rendered from the server HTML does nothing until then (its handler is not attached yet: on a slow phone the
 * framework's start-up alone takes seconds, docs/investigations/phone-performance.md), so a control whose tap would be
 * lost renders disabled and aria-busy until this is true (issue 36).
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
