/** The order centre shares the user-centre layout: its left navigation has 我的订单 and 我的定制. */
export { default } from '../personalCenter/layout';
