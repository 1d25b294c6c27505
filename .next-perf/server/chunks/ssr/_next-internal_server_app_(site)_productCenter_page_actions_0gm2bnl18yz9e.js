module.exports=[71504,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_productCenter_page_actions_0gm2bnl18yz9e.js.map