module.exports=[36480,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_helpCenter_memberProblem_page_actions_14a5vd2vw-zep.js.map