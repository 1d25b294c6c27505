module.exports=[28608,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_brandCenter_page_actions_0-tak8t6f6jhq.js.map