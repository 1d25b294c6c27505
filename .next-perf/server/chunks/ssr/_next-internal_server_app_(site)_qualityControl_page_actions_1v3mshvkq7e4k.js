module.exports=[79373,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_qualityControl_page_actions_1v3mshvkq7e4k.js.map