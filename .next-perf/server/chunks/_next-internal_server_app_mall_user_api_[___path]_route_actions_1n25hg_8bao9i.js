module.exports=[34221,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_mall_user_api_%5B___path%5D_route_actions_1n25hg_8bao9i.js.map