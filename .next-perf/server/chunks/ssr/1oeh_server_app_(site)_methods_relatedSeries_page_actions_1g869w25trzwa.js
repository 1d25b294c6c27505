module.exports=[45588,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_methods_relatedSeries_page_actions_1g869w25trzwa.js.map