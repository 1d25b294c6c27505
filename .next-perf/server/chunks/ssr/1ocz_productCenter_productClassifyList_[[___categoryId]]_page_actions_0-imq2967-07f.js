module.exports=[83242,(a,b,c)=>{}];

//# sourceMappingURL=1ocz_productCenter_productClassifyList_%5B%5B___categoryId%5D%5D_page_actions_0-imq2967-07f.js.map