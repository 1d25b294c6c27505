module.exports=[18669,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_methods_methodDetaile_%5B%5B___id%5D%5D_page_actions_1j6qdbc9n-iku.js.map