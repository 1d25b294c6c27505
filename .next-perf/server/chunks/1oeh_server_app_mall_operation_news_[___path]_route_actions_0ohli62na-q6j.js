module.exports=[52245,(e,o,d)=>{}];

//# sourceMappingURL=1oeh_server_app_mall_operation_news_%5B___path%5D_route_actions_0ohli62na-q6j.js.map