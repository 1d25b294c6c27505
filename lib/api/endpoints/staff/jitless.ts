/**
 * Console components import staff endpoint files (with their schemas) into the browser but never parse with them.
 * zod 4 probes `new Function` when it builds an object schema (its JIT fast path), which the Content-Security-Policy
 * forbids and reports; jitless mode skips the probe. Every staff endpoint file imports this before building a schema.
 * Kept out of lib/api/define.ts so that storefront bundles, which import define.ts, carry no zod.
 */
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
