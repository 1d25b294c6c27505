module.exports=[39975,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_searchIndex_page_actions_0affll79hqqzw.js.map