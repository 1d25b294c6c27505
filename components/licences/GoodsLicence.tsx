'use client';
/**
 * The goods page's restricted-product notice: which document the product needs and the link to 企业资质; for a
 * logged-in buyer also where they stand. The page is a cached render shared by every visitor, so the buyer's part is
 * read here on the client (licence/list, silent).
 */
import { api } from '@/lib/client/lazy-api';
import { useSession } from '@/lib/client/session';
import { useSilentRead } from '@/lib/client/use-silent-read';
import { LICENCE_KIND_LABELS, RESTRICTED_CLASSES, isRestricted } from '@/lib/domain/commerce/licences/client';
import { LineLicence } from './LineLicence';

export function GoodsLicence({ cls }: { cls: string | null }) {
  const { isLogin } = useSession();
  const q = useSilentRead(
    'licence.list',
    () => api('licence.list', {}, { silent: true }),
    isLogin && isRestricted(cls),
  );
  if (!isRestricted(cls)) return null;
  const rule = RESTRICTED_CLASSES[cls];
  return (
    <div
      className="mt-3 rounded border border-red-200 bg-red-50 px-3 py-2 text-[13px] text-red-700"
      data-testid="goods-licence"
    >
      <p>
        {rule.label}：须凭<b>{LICENCE_KIND_LABELS[rule.kind]}</b>购买
        {rule.orgOnly ? '，仅限单位采购，个人不得购买' : ''}。资质在“个人中心 - 企业资质”上传，经审核通过后即可下单。
      </p>
      <LineLicence cls={cls} overview={isLogin ? q.data : null} testId="goods-licence-status" />
    </div>
  );
}
