module.exports=[69360,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_enterpriseIntroduction_page_actions_1dqw0pl2hs3m2.js.map