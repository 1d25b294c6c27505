/**
 * lib/domain/commerce/payments: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { createAlipayPayment, handleAlipayNotify } from './alipay';
export { outTradeNo, payStatus } from './common';
export { creditAmount, creditMessage, payOnCredit } from './credit';
export { confirmTransfer, rejectTransfer, shipOrder } from './staff';
export { transferInfo, uploadVoucher } from './transfer';
export type { CreditAmount, CreditMessage, PayStatus, TransferInfo } from './types';
