module.exports=[71893,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_searchProduction_page_actions_1vb_r1k1aj66d.js.map