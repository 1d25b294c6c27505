module.exports=[87155,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_searchCenter_SearchStandardNumber_page_actions_00dffs3_z6urk.js.map