module.exports=[32445,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_pointsMallCenter_page_actions_0oeq5a0tn7-56.js.map