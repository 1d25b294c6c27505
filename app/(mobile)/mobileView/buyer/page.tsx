/** The buyer's phone views (lib/proxy/phone-groups.ts rewrites their /mobileView?target=… here). */
import { phoneViewPage } from '../phone-page';
import { buyerViews } from '../views/buyer';

export const dynamic = 'force-dynamic';

const { Page, generateMetadata } = phoneViewPage(buyerViews);
export { generateMetadata };
export default Page;
