module.exports=[15109,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28plain%29_jumpIndex_page_actions_0xstljvje3qf9.js.map