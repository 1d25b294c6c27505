module.exports=[41439,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_methods_allTheMethods_page_actions_209ycu25-xv53.js.map