module.exports=[11901,(a,b,c)=>{}];

//# sourceMappingURL=1jng_app_%28site%29_productCenter_productDetailList_%5B%5B___id%5D%5D_page_actions_1jt06ik579zgw.js.map