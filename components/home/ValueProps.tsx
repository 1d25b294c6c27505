/** Home: the strip of value propositions (structure search, COA download, method kits, quick order). */
import { SiteLink } from '@/components/ui/SiteLink';
import { Icon } from '@/components/ui/Icon';

const ITEMS = [
  {
    icon: 'molecule',
    title: '结构式检索',
    text: '绘制结构，精确、子结构、相似度一键查找',
    href: '/searchStructureFormula',
  },
  {
    icon: 'certificate',
    title: 'COA 证书下载',
    text: '货号 + 批号在线查询，批次有效期一目了然',
    href: '/downloadCenter/downloadSecond/coa',
  },
  { icon: 'flask', title: '药典方法配套', text: '方法所需对照品与杂质 A、B、C… 一次加购', href: '/methods' },
  { icon: 'lightning', title: '快速下单', text: '粘贴货号或 CAS 号清单，批量智能匹配', href: '/quickOrder' },
] as const;

export function ValueProps() {
  return (
    <section
      className="grid grid-cols-4 overflow-hidden rounded-md bg-white shadow-card"
      aria-label="服务特色"
      data-testid="value-props"
    >
      {ITEMS.map((it, i) => (
        <SiteLink
          prefetch={false}
          key={it.title}
          href={it.href}
          className={`group flex items-center gap-3.5 px-5 py-4 transition-colors hover:bg-brand-50/60 ${i > 0 ? 'border-l border-line' : ''}`}
        >
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 transition-colors group-hover:bg-brand-500 group-hover:text-white">
            <Icon name={it.icon} size={22} />
          </span>
          <span className="min-w-0">
            <span className="block text-[15px] font-medium text-ink-900">{it.title}</span>
            <span className="mt-0.5 block text-xs leading-5 text-ink-500">{it.text}</span>
          </span>
        </SiteLink>
      ))}
    </section>
  );
}

export default ValueProps;
