module.exports=[65774,(a,b,c)=>{}];

//# sourceMappingURL=1jng_app_%28site%29_newsInformation_advisoryDetails_%5B%5B___id%5D%5D_page_actions_1pxtk-5-fgjpi.js.map