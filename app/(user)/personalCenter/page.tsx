/** /personalCenter (?needAuthentication=1 opens real-name verification with the spec §5 warning). */
import type { Metadata } from 'next';
import { PersonalCenterHome } from '@/components/account/PersonalCenterHome';

export const metadata: Metadata = { title: '个人中心', robots: { index: false } };

export default function PersonalCenterPage() {
  return <PersonalCenterHome />;
}
