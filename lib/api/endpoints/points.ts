/** Points mall: gifts and redemption (issue 13). */
export const pointsEndpoints = {};
