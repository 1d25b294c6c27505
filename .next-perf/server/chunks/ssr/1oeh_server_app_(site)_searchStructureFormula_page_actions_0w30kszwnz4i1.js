module.exports=[27573,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_searchStructureFormula_page_actions_0w30kszwnz4i1.js.map