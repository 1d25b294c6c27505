/**
 * Issue 34: spec §7's POST operation/news/host/upload (base /mall/operation/news) answered 接口不存在. It is the news
 * image upload, for staff only: a console session (cookie) with the content area and the x-console header; the image
 * is checked by its bytes and served from /uploads/<id>; every upload is in the audit log. Buyers, guests, staff of
 * other areas and a cross-site form (no x-console) are refused with code 0 and store nothing.
 */
import { count, eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { makeStaff, type TestStaff } from '../helpers/console';
import { makeUser, type TestUser } from './cart-fixtures';
import { auditLog, uploads } from '../../lib/db/schema';
import { CONSOLE_CONTENT_MSG, CONSOLE_MSG } from '../../lib/config/messages';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PATH = 'operation/news/host/upload';

function form(bytes: Buffer, name = 'news.png') {
  const f = new FormData();
  f.set('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  return f;
}

describeDb('news image upload (operation/news/host/upload)', (ctx) => {
  let ops: TestStaff;
  let finance: TestStaff;
  let buyer: TestUser;
  const stored = async () => (await ctx.db.select({ n: count() }).from(uploads))[0]!.n;

  beforeAll(async () => {
    ops = await makeStaff(ctx.db, 'ops');
    finance = await makeStaff(ctx.db, 'finance');
    buyer = await makeUser(ctx.db);
  });

  test('content staff upload an image, checked by its bytes; the URL serves it; the audit log has it', async () => {
    const r = await ctx.api<{ fid: number; url: string; mime: string }>('news', 'POST', PATH, form(PNG), ops.h);
    expect(r).toMatchObject({ code: 1, data: { mime: 'image/png', url: `/uploads/${r.data.fid}` } });
    const [row] = await ctx.db
      .select({ visibility: uploads.visibility, mime: uploads.mime })
      .from(uploads)
      .where(eq(uploads.id, r.data.fid));
    expect(row).toEqual({ visibility: 'public', mime: 'image/png' });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(r.data.fid)));
    expect(audit).toMatchObject([{ staffId: ops.id, action: 'content.newsImageUpload', entity: 'upload' }]);
  });

  test('a PDF named .png is refused by its bytes; no file is a clear message', async () => {
    const before = await stored();
    const pdf = await ctx.api('news', 'POST', PATH, form(Buffer.from('%PDF-1.4\n%%EOF\n'), 'x.png'), ops.h);
    expect(pdf).toMatchObject({ code: 0, message: CONSOLE_CONTENT_MSG.imageTypeInvalid });
    const empty = await ctx.api('news', 'POST', PATH, new FormData(), ops.h);
    expect(empty).toMatchObject({ code: 0, message: CONSOLE_CONTENT_MSG.fileRequired });
    expect(await stored()).toBe(before);
  });

  test('guests, buyers, other areas and a cross-site form are refused and store nothing', async () => {
    const before = await stored();
    expect(await ctx.api('news', 'POST', PATH, form(PNG))).toMatchObject({ code: 0, message: CONSOLE_MSG.needLogin });
    expect(await ctx.api('news', 'POST', PATH, form(PNG), buyer.h)).toMatchObject({
      code: 0,
      message: CONSOLE_MSG.needLogin,
    });
    expect(await ctx.api('news', 'POST', PATH, form(PNG), finance.h)).toMatchObject({
      code: 0,
      message: CONSOLE_MSG.forbidden,
    });
    expect(await ctx.api('news', 'POST', PATH, form(PNG), { cookie: ops.h.cookie! })).toMatchObject({
      code: 0,
      message: CONSOLE_MSG.consoleHeaderMissing,
    });
    expect(await stored()).toBe(before);
  });
});
