/** The inquiry centre (list and detail) shares the user-centre layout: its left navigation has 我的询价. */
export { default } from '../personalCenter/layout';
