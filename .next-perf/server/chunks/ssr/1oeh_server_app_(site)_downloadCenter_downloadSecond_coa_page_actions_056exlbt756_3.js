module.exports=[4982,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_downloadCenter_downloadSecond_coa_page_actions_056exlbt756_3.js.map