module.exports=[52356,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_methods_methodsTheProduct_page_actions_0ihyom2e56lba.js.map