module.exports=[65577,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_productCenter_allClassify_page_actions_04xgm7ts34uom.js.map