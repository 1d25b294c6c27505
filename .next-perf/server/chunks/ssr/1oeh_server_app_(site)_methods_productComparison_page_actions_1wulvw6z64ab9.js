module.exports=[63153,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_methods_productComparison_page_actions_1wulvw6z64ab9.js.map