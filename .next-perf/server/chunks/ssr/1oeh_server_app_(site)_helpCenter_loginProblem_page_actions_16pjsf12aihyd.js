module.exports=[55408,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_helpCenter_loginProblem_page_actions_16pjsf12aihyd.js.map