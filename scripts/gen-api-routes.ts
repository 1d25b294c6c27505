/**
 * npm run api:routes — writes lib/api/routes.generated.ts (the endpoint table without its zod schemas, for the
 * browser client). Run it after adding or changing an endpoint; tests/unit/api-routes.test.ts fails until then.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '../lib/api/endpoints';
import { renderRoutesModule, routeTable } from '../lib/api/route-table';

const file = path.join(__dirname, '..', 'lib', 'api', 'routes.generated.ts');
writeFileSync(file, renderRoutesModule(routeTable(endpoints)));
console.log(`wrote ${path.relative(process.cwd(), file)} (${Object.keys(endpoints).length} endpoints)`);
