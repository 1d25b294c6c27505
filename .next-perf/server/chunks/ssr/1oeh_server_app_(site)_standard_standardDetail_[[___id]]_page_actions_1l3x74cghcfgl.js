module.exports=[49367,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_standard_standardDetail_%5B%5B___id%5D%5D_page_actions_1l3x74cghcfgl.js.map