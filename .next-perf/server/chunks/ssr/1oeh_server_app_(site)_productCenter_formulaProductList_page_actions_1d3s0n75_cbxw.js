module.exports=[8512,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_productCenter_formulaProductList_page_actions_1d3s0n75_cbxw.js.map