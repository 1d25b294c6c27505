/** The phone goods page (lib/proxy/phone-groups.ts rewrites /mobileView?target=/goodsDetail/<id> here). */
import { phoneViewPage } from '../phone-page';
import { goodsView } from '../views/goods';

export const dynamic = 'force-dynamic';

const { Page, generateMetadata } = phoneViewPage([goodsView]);
export { generateMetadata };
export default Page;
