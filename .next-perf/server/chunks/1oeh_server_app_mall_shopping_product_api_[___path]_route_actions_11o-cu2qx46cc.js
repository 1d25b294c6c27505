module.exports=[81612,(e,o,d)=>{}];

//# sourceMappingURL=1oeh_server_app_mall_shopping_product_api_%5B___path%5D_route_actions_11o-cu2qx46cc.js.map