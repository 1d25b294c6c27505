import { describeDb } from '../helpers/db';
import { brands, coaBatches, msds, products } from '../../lib/db/schema';
import {
  findCertificate,
  isExpired,
  listBatches,
  normaliseCoaContent,
} from '../../lib/domain/catalog/products/certificates';
import { todayInChina } from '../../lib/kernel/time';

describeDb('certificates (prodproduct/getProdCertificate, prodproduct/getMsds)', (ctx) => {
  let pid = 0;
  let other = 0;
  beforeAll(async () => {
    const [b] = await ctx.db.insert(brands).values({ name: '演示品牌', code: 'DEMO' }).returning();
    const [p, q] = await ctx.db
      .insert(products)
      .values([
        { code: 'RS-0001', nameZh: '对乙酰氨基酚', nameEn: 'Paracetamol', cas: '103-90-2', brandId: b!.id },
        { code: 'RS-0002', nameEn: 'No lots', brandId: b!.id },
      ])
      .returning();
    pid = p!.id;
    other = q!.id;
    await ctx.db.insert(coaBatches).values([
      {
        productId: pid,
        batchNo: 'L2024001',
        status: 'current',
        releasedOn: '2024-03-01',
        expiresOn: '2099-02-28',
        purity: '99.8%',
        content: { certifiedValues: [{ name: '纯度', value: '99.8', unit: '%', uncertainty: '0.2' }], method: 'HPLC' },
      },
      {
        productId: pid,
        batchNo: 'L2023009',
        status: 'withdrawn',
        releasedOn: '2023-05-01',
        expiresOn: '2025-04-30',
        purity: '99.5%',
      },
      { productId: pid, batchNo: 'L2019001', status: 'current', releasedOn: '2019-01-01', expiresOn: '2020-01-01' },
    ]);
    await ctx.db.insert(msds).values({ productId: pid, content: { hazards: '对皮肤有刺激', firstAid: '用水冲洗' } });
  });

  test('a current lot: status, dates, purity and certified values', async () => {
    const r = await ctx.api<{
      status: string;
      isExpired: boolean;
      purity: string;
      releasedOn: string;
      expiresOn: string;
      product: { code: string; cas: string; brandName: string };
      lines: { name: string; value: string; unit: string }[];
      notes: { name: string }[];
    }>('product', 'POST', 'prodproduct/getProdCertificate?code=RS-0001&certBatch=L2024001&brand=DEMO');
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({
      status: 'current',
      isExpired: false,
      purity: '99.8%',
      releasedOn: '2024-03-01',
      expiresOn: '2099-02-28',
    });
    expect(r.data.product).toMatchObject({ code: 'RS-0001', cas: '103-90-2', brandName: '演示品牌' });
    expect(r.data.lines).toEqual([{ name: '纯度', value: '99.8', unit: '%', uncertainty: '0.2' }]);
    expect(r.data.notes).toEqual([]);
  });

  test('lookup is tolerant of case and spaces', async () => {
    const r = await ctx.api<{ batchNo: string }>(
      'product',
      'POST',
      'prodproduct/getProdCertificate?code=%20rs-0001%20&certBatch=l2024001',
    );
    expect(r.code).toBe(1);
    expect(r.data.batchNo).toBe('L2024001');
  });

  test('a withdrawn lot says so; an old lot is expired', async () => {
    const w = await ctx.api<{ status: string }>('product', 'POST', 'prodproduct/getProdCertificate', {
      code: 'RS-0001',
      certBatch: 'L2023009',
    });
    expect(w.data.status).toBe('withdrawn');
    const e = await ctx.api<{ status: string; isExpired: boolean }>(
      'product',
      'POST',
      'prodproduct/getProdCertificate',
      { code: 'RS-0001', certBatch: 'L2019001' },
    );
    expect(e.data).toMatchObject({ status: 'current', isExpired: true });
  });

  test('not found: Chinese messages tell a wrong catalogue number from a wrong lot', async () => {
    const noLot = await ctx.api('product', 'POST', 'prodproduct/getProdCertificate', {
      code: 'RS-0001',
      certBatch: 'NOPE',
    });
    expect(noLot.code).toBe(0);
    expect(noLot.message).toBe('未找到该批号的证书，请核对批号');
    const noProduct = await ctx.api('product', 'POST', 'prodproduct/getProdCertificate', {
      code: 'XX-404',
      certBatch: 'L2024001',
    });
    expect(noProduct.message).toBe('未找到该货号的产品，请核对货号');
    const wrongBrand = await ctx.api('product', 'POST', 'prodproduct/getProdCertificate', {
      code: 'RS-0001',
      certBatch: 'L2024001',
      brand: 'OTHER',
    });
    expect(wrongBrand.code).toBe(0);
  });

  test('validation: catalogue number and lot are required', async () => {
    const a = await ctx.api('product', 'POST', 'prodproduct/getProdCertificate', { certBatch: 'L1' });
    expect(a.message).toBe('请输入货号');
    const b = await ctx.api('product', 'POST', 'prodproduct/getProdCertificate', { code: 'RS-0001', certBatch: '  ' });
    expect(b.message).toBe('请输入批号');
  });

  test('getMsds by productId or code; none on file is code 0', async () => {
    const byId = await ctx.api<{ code: string; sections: { title: string; text: string }[] }>(
      'product',
      'POST',
      'prodproduct/getMsds',
      { productId: pid },
    );
    expect(byId.code).toBe(1);
    expect(byId.data.sections).toEqual([
      { title: '危险性概述', text: '对皮肤有刺激' },
      { title: '急救措施', text: '用水冲洗' },
    ]);
    const byCode = await ctx.api<{ productId: number }>('product', 'POST', 'prodproduct/getMsds', { code: 'RS-0001' });
    expect(byCode.data.productId).toBe(pid);
    const none = await ctx.api('product', 'POST', 'prodproduct/getMsds', { productId: other });
    expect(none.code).toBe(0);
    expect(none.message).toBe('该产品暂无 MSDS');
    const bad = await ctx.api('product', 'POST', 'prodproduct/getMsds', {});
    expect(bad.message).toBe('请指定产品编号或货号');
  });

  test('listBatches: current lots first, newest first', async () => {
    const list = await listBatches(ctx.db, pid, { today: '2026-01-01' });
    expect(list.map((b) => [b.batchNo, b.status, b.isExpired])).toEqual([
      ['L2024001', 'current', false],
      ['L2019001', 'current', true],
      ['L2023009', 'withdrawn', true],
    ]);
    expect(await listBatches(ctx.db, other)).toEqual([]);
    expect(await findCertificate(ctx.db, { code: 'RS-0001', batchNo: '' })).toBeNull();
  });
});

describe('certificate helpers', () => {
  test('expiry compares Chinese calendar days', () => {
    expect(isExpired('2025-01-01', '2025-01-02')).toBe(true);
    expect(isExpired('2025-01-02', '2025-01-02')).toBe(false);
    expect(isExpired(null, '2025-01-02')).toBe(false);
    // 2025-01-01 20:00 UTC is already 2025-01-02 in China.
    expect(todayInChina(new Date('2025-01-01T20:00:00Z'))).toBe('2025-01-02');
  });
  test('content normalisation accepts objects, pairs and maps', () => {
    expect(normaliseCoaContent({ results: { 水分: '0.1%', 纯度: { value: '99.9', unit: '%' } } }).lines).toEqual([
      { name: '水分', value: '0.1%' },
      { name: '纯度', value: '99.9', unit: '%' },
    ]);
    expect(normaliseCoaContent({ items: [['熔点', '169℃']] }).lines).toEqual([{ name: '熔点', value: '169℃' }]);
    expect(normaliseCoaContent(null)).toEqual({ lines: [], notes: [] });
    // The flat shape of seeded COAs: results get Chinese names, the method goes to the purity line.
    const flat = normaliseCoaContent({
      method: 'HPLC',
      purity: '99.5%',
      water: '0.12%',
      identification: '符合结构',
      storage: '2-8℃',
      formula: 'C8H9NO2',
      withdrawnReason: '复验不合格',
    });
    expect(flat.lines).toEqual([
      { name: '纯度', value: '99.5%', method: 'HPLC' },
      { name: '水分', value: '0.12%' },
      { name: '鉴别', value: '符合结构' },
    ]);
    expect(flat.notes).toEqual([
      { name: '储存条件', value: '2-8℃' },
      { name: '撤回原因', value: '复验不合格' },
    ]);
  });
});
