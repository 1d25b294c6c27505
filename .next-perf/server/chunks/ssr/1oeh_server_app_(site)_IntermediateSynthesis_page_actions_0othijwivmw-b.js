module.exports=[93959,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_IntermediateSynthesis_page_actions_0othijwivmw-b.js.map