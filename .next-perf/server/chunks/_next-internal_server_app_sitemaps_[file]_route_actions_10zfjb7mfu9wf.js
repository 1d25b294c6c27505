module.exports=[41179,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_sitemaps_%5Bfile%5D_route_actions_10zfjb7mfu9wf.js.map