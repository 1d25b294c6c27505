module.exports=[71369,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_technical_page_actions_12g4x4rfpla5l.js.map