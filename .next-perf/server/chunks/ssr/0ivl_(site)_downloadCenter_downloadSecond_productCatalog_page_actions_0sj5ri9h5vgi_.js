module.exports=[33072,(a,b,c)=>{}];

//# sourceMappingURL=0ivl_%28site%29_downloadCenter_downloadSecond_productCatalog_page_actions_0sj5ri9h5vgi_.js.map