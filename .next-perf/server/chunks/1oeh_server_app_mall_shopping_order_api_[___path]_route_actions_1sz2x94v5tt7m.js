module.exports=[50143,(e,o,d)=>{}];

//# sourceMappingURL=1oeh_server_app_mall_shopping_order_api_%5B___path%5D_route_actions_1sz2x94v5tt7m.js.map