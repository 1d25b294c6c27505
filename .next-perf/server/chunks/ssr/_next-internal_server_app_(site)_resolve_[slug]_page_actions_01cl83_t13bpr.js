module.exports=[49724,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_resolve_%5Bslug%5D_page_actions_01cl83_t13bpr.js.map