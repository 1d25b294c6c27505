module.exports=[83641,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_methods_productSummary_page_actions_0g4mvr3jbr2p_.js.map