module.exports=[37917,(a,b,c)=>{}];

//# sourceMappingURL=1jng_app_%28site%29_brandCenter_branParticulars_%5B%5B___id%5D%5D_page_actions_0or2dkul7lfgn.js.map