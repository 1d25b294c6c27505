// TEMPORARY (goods-page perf engineer): verifies tag invalidation of the goods ISR page; deleted right after use.
import { invalidateProduct } from '@/lib/domain/catalog/invalidate';
export async function POST(req: Request) {
  if (process.env.PERF2_REVALIDATE_TEST !== '1') return new Response('off', { status: 404 });
  const id = Number(new URL(req.url).searchParams.get('id'));
  invalidateProduct(id);
  return Response.json({ ok: true, id });
}
