module.exports=[68917,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_activity_page_actions_0pnm6mw50s7qr.js.map