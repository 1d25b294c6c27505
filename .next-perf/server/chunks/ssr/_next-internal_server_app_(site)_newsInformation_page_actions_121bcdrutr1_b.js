module.exports=[44688,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_newsInformation_page_actions_121bcdrutr1_b.js.map