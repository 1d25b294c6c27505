import { openDb } from '../lib/db/client';
async function main() {
  const h = await openDb({ kind: 'pglite', dataDir: '/tmp/bdb' } as any);
  const c: any = h.raw;
  const Q: Record<string, string> = {
    product: `select p.*, b.id, b.name, c.name from products p left join brands b on b.id=p.brand_id left join categories c on c.id=p.category_id where p.id=$1 limit 1`,
    productNarrow: `select p.id, p.code, p.name_zh, p.name_en, p.synonyms, p.cas, p.formula, p.molecular_weight, p.exact_mass, p.inchi_key, p.smiles, p.canonical_smiles, p.molfile, p.purity, p.storage, p.hazards, p.description, p.image_url, p.kind, p.status, b.id, b.name, c.name from products p left join brands b on b.id=p.brand_id left join categories c on c.id=p.category_id where p.id=$1 limit 1`,
    skus: `select id, code, package_value, specification, price, stock, delivery, delivery_days from skus where product_id=$1 and status=1 order by sort, id`,
    relations: `select pr.product_id, pr.related_product_id, pr.label, p.id, p.code, p.name_zh from product_relations pr join products p on p.id = case when pr.product_id = $1 then pr.related_product_id else pr.product_id end where pr.relation='impurity_of' and (pr.product_id=$1 or pr.related_product_id=$1) order by pr.label, p.id limit 48`,
    methods: `select m.id, m.api, m.title, mt.name, mp.role from method_products mp join methods m on m.id=mp.method_id left join method_types mt on mt.id=m.type_id where mp.product_id=$1 order by m.id limit 24`,
    standards: `select s.id, s.standard_code, s.title, s.status, sp.role from standard_products sp join standards s on s.id=sp.standard_id where sp.product_id=$1 order by s.standard_code limit 24`,
    cats: `select * from categories where is_visible = true order by sort, id`,
    one: `select 1`,
  };
  for (const [name, sql] of Object.entries(Q)) {
    const n = sql.includes('$1') ? [1] : [];
    for (let id = 1; id < 30; id++) await c.query(sql, sql.includes('$1') ? [id] : []);
    const t0 = process.cpuUsage();
    for (let id = 1000; id < 1200; id++) await c.query(sql, sql.includes('$1') ? [id] : []);
    const u = process.cpuUsage(t0);
    console.log(name.padEnd(14), ((u.user + u.system) / 1000 / 200).toFixed(2), 'ms cpu');
  }
  await h.close();
}
main();
