module.exports=[27996,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_searchCenter_dataSearch_page_actions_0sqk30fbggvjh.js.map