module.exports=[93818,(e,o,d)=>{}];

//# sourceMappingURL=0hbr_downloadSecond_productCatalog_download_route_actions_20ka1rlgdwmce.js.map