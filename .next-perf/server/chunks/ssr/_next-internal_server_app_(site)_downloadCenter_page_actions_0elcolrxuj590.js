module.exports=[10586,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_downloadCenter_page_actions_0elcolrxuj590.js.map