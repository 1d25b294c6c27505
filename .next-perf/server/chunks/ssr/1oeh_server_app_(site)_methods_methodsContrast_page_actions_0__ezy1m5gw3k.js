module.exports=[32094,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_methods_methodsContrast_page_actions_0__ezy1m5gw3k.js.map