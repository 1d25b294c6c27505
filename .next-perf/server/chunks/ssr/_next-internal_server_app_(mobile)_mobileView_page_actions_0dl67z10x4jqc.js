module.exports=[17734,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28mobile%29_mobileView_page_actions_0dl67z10x4jqc.js.map