/**
 * lib/domain/accounts/org: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { approveOrgOrder, orgOrders, orgPurchasingSettings, rejectOrgOrder, setApprovalThreshold } from './purchasing';
export { sameOrgAs } from './shared';
export type { OrgOrderRow, OrgSettings } from './types';
