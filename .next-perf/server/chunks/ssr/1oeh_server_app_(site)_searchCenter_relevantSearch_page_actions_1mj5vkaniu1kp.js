module.exports=[7827,(a,b,c)=>{}];

//# sourceMappingURL=1oeh_server_app_%28site%29_searchCenter_relevantSearch_page_actions_1mj5vkaniu1kp.js.map