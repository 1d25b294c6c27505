module.exports=[93720,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_searchCenter_methodsSeach_page_actions_0kt6ogj54agx4.js.map