/** The browser's route table (routes.generated.ts) is exactly the endpoint table without its schemas. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '../../lib/api/endpoints';
import { renderRoutesModule, routeTable } from '../../lib/api/route-table';
import { routes } from '../../lib/api/routes.generated';

test('routes.generated.ts is up to date with the endpoint table (else: npm run api:routes)', () => {
  const file = readFileSync(path.join(__dirname, '../../lib/api/routes.generated.ts'), 'utf8');
  expect(file).toBe(renderRoutesModule(routeTable(endpoints)));
});

test('every endpoint has its service, method, path, body kind and timeout in the route table, and nothing else', () => {
  expect(Object.keys(routes)).toEqual(Object.keys(endpoints));
  for (const [key, def] of Object.entries(endpoints) as [string, (typeof endpoints)[keyof typeof endpoints]][]) {
    const r = (routes as Record<string, Record<string, unknown>>)[key]!;
    expect(r).toEqual({
      service: def.service,
      method: def.method,
      path: def.path,
      ...('body' in def && def.body ? { body: def.body } : {}),
      ...('timeoutMs' in def && def.timeoutMs ? { timeoutMs: def.timeoutMs } : {}),
    });
    expect(r).not.toHaveProperty('input');
  }
});

test('a changed endpoint shows up in the rendered module (the check above can fail)', () => {
  const changed = { ...endpoints, 'catalog.brandList': { ...endpoints['catalog.brandList'], path: 'brand/list2' } };
  expect(renderRoutesModule(routeTable(changed))).not.toBe(renderRoutesModule(routeTable(endpoints)));
  expect(renderRoutesModule(routeTable(changed))).toContain(
    '"catalog.brandList": { service: "product", method: "POST", path: "brand/list2" },',
  );
});
