module.exports=[23176,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_searchCenter_page_actions_1i39xpa8_kbxw.js.map