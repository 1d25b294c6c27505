module.exports=[49507,(e,o,d)=>{}];

//# sourceMappingURL=1jng_app_%28site%29_downloadCenter_downloadSecond_coa_print_route_actions_06ohi-nxvk3cz.js.map