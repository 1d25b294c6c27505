/** The after-sales centre shares the user-centre layout (its left navigation has 售后服务). */
export { default } from '../personalCenter/layout';
