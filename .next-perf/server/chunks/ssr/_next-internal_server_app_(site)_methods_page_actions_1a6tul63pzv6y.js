module.exports=[20462,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_methods_page_actions_1a6tul63pzv6y.js.map