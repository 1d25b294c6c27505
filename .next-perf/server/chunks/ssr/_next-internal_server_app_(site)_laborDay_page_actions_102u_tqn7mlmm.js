module.exports=[9298,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_laborDay_page_actions_102u_tqn7mlmm.js.map