/** Shared fixtures of the buyer-data API tests (cart*, profile*, cross-user): users with sessions, a tiny catalogue. */
import { addresses, products, skus, users } from '../../lib/db/schema';
import { createSession } from '../../lib/domain/accounts/auth/session';
import type { Db } from '../../lib/db/client';

export type TestUser = { id: number; token: string; h: Record<string, string> };

let seq = 0;
export async function makeUser(db: Db, fields: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  seq++;
  const mobile = fields.mobile ?? `139${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
  const [u] = await db
    .insert(users)
    .values({ nickName: `用户${seq}`, ...fields, mobile })
    .returning({ id: users.id });
  const { token } = await createSession(db, u!.id, 60);
  return { id: u!.id, token, h: { token, Authorization: token } };
}

export type Catalog = {
  productA: number;
  productB: number;
  productOff: number;
  /** Priced SKUs of product A (¥120.50 stock 7, ¥880 stock 0). */
  sku1: number;
  sku2: number;
  /** 询价 SKU of product A (price null). */
  skuAsk: number;
  /** Off-shelf SKU of product A. */
  skuOff: number;
  /** SKU of the off-shelf product. */
  skuOfOffProduct: number;
  /** Priced SKU of product B. */
  skuB: number;
};

export async function makeCatalog(db: Db, tag = 'T'): Promise<Catalog> {
  const [a, b, off] = await db
    .insert(products)
    .values([
      {
        code: `${tag}-A001`,
        nameEn: 'Paracetamol',
        nameZh: '对乙酰氨基酚',
        hasCuratedZh: true,
        cas: '103-90-2',
        smiles: 'CC(=O)Nc1ccc(O)cc1',
      },
      { code: `${tag}-B001`, nameEn: 'Caffeine', cas: '58-08-2' },
      { code: `${tag}-X001`, nameEn: 'Withdrawn thing', status: 0 },
    ])
    .returning({ id: products.id });
  const rows = await db
    .insert(skus)
    .values([
      {
        productId: a!.id,
        code: `${tag}-A001-10mg`,
        packageValue: '10mg',
        priceText: '120.50',
        price: 120.5,
        stock: 7,
        delivery: '现货',
        specification: [{ name: '规格', value: '10mg' }],
      },
      {
        productId: a!.id,
        code: `${tag}-A001-100mg`,
        packageValue: '100mg',
        priceText: '880',
        price: 880,
        stock: 0,
        delivery: '1-2周',
      },
      {
        productId: a!.id,
        code: `${tag}-A001-1g`,
        packageValue: '1g',
        priceText: '?',
        price: null,
        stock: 0,
        delivery: '定制',
      },
      { productId: a!.id, code: `${tag}-A001-5g`, packageValue: '5g', priceText: '50', price: 50, status: 0 },
      { productId: off!.id, code: `${tag}-X001-10mg`, packageValue: '10mg', priceText: '10', price: 10 },
      { productId: b!.id, code: `${tag}-B001-1g`, packageValue: '1g', priceText: '35', price: 35, stock: 3 },
    ])
    .returning({ id: skus.id });
  const [sku1, sku2, skuAsk, skuOff, skuOfOffProduct, skuB] = rows.map((r) => r.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { productA: a!.id, productB: b!.id, productOff: off!.id, sku1, sku2, skuAsk, skuOff, skuOfOffProduct, skuB };
}

/** The default address of the order tests' buyer 张三. */
export const ZHANG_SAN = {
  consignee: '张三',
  mobile: '13911112222',
  regionText: '北京市 海淀区',
  detail: '学院路 1 号',
  isDefault: true,
};

/** A receiving address of `userId` (李四, 上海市 unless `fields` say otherwise). */
export async function makeAddress(
  db: Db,
  fields: Pick<typeof addresses.$inferInsert, 'userId'> & Partial<typeof addresses.$inferInsert>,
): Promise<{ id: number }> {
  const [a] = await db
    .insert(addresses)
    .values({
      kind: 'receiving',
      consignee: '李四',
      mobile: '13911113333',
      regionText: '上海市',
      detail: '张江路 1 号',
      ...fields,
    })
    .returning({ id: addresses.id });
  return a!;
}
