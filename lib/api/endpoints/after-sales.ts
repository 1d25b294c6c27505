/** After-sales (售后) of order lines (issue 13). */
export const afterSaleEndpoints = {};
