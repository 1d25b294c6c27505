/**
 * The test helpers' leftover rule: a later run drops a test database or template only when its name says it is
 * older than LEFTOVER_MAX_AGE_S — never a concurrent run's (dropping it WITH (FORCE) kills that run's connections).
 */
import { LEFTOVER_MAX_AGE_S, leftoverAgeSeconds, stamp } from '../helpers/env';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('test database leftovers', () => {
  test('names carry pid and start time; the age is read back from them', () => {
    const s = stamp(now - 60_000);
    expect(leftoverAgeSeconds(`mall_t_4242_${s}_0a1b2c3d`, now)).toBe(60);
    expect(leftoverAgeSeconds(`mall_template_4242_${s}`, now)).toBe(60);
    expect(leftoverAgeSeconds(`mall-pglite-template-0-4242_${s}.tar`, now)).toBe(60);
  });

  test('a concurrent run is young, a crashed run from yesterday is stale', () => {
    const young = leftoverAgeSeconds(`mall_t_1_${stamp(now - 20 * 60_000)}_ff`, now)!;
    const old = leftoverAgeSeconds(`mall_t_1_${stamp(now - 24 * 3600_000)}_ff`, now)!;
    expect(young).toBeLessThan(LEFTOVER_MAX_AGE_S);
    expect(old).toBeGreaterThan(LEFTOVER_MAX_AGE_S);
  });

  test('names without a stamp have no age (never dropped by the rule)', () => {
    expect(leftoverAgeSeconds('mall_dev', now)).toBeNull();
    expect(leftoverAgeSeconds('test', now)).toBeNull();
  });
});
