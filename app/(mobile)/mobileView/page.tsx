/** /mobileView: the hand-made public phone views (./views/main.ts); other groups: lib/proxy/phone-groups.ts. */
import { phoneViewPage } from './phone-page';
import { mainViews } from './views/main';

export const dynamic = 'force-dynamic';

const { Page, generateMetadata } = phoneViewPage(mainViews);
export { generateMetadata };
export default Page;
