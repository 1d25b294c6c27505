/** Reflowed desktop pages on a phone (lib/proxy/phone-groups.ts rewrites their /mobileView?target=… here). */
import { phoneViewPage } from '../phone-page';
import { reflowGroupViews } from '../views/reflow';

export const dynamic = 'force-dynamic';

const { Page, generateMetadata } = phoneViewPage(reflowGroupViews);
export { generateMetadata };
export default Page;
