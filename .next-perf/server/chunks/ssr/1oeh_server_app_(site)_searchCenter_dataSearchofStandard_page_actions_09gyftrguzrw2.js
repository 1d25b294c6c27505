module.exports=[71831,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_searchCenter_dataSearchofStandard_page_actions_09gyftrguzrw2.js.map