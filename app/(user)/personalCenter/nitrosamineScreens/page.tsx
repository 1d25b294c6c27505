/** /personalCenter/nitrosamineScreens — 亚硝胺评估记录: the buyer's batch screens (data loaded on the client with the token). */
import type { Metadata } from 'next';
import { NitrosamineScreens } from '@/components/account/center/NitrosamineScreens';

export const metadata: Metadata = { title: '亚硝胺评估记录', robots: { index: false } };

export default function Page() {
  return <NitrosamineScreens />;
}
