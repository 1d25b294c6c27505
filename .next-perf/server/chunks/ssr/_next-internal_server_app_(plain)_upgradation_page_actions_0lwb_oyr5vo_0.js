module.exports=[77871,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28plain%29_upgradation_page_actions_0lwb_oyr5vo_0.js.map