module.exports=[26489,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_productConfirmation_page_actions_07-2u57no9szl.js.map