module.exports=[12411,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_goodsDetail_%5B%5B___id%5D%5D_page_actions_0e5tgrbi2p7dh.js.map