/**
 * Jest's stand-in for lib/client/route-hooks.ts (jest.config.js moduleNameMapper): next/navigation's hooks, so the
 * component tests that mock next/navigation drive the components that read the route through route-hooks. The real
 * module is tested against Next's contexts in tests/unit/route-hooks.test.tsx.
 */
export { usePathname, useRouter, useSearchParams } from 'next/navigation';
