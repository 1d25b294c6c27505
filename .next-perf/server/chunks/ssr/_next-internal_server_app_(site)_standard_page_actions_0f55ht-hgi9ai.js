module.exports=[60964,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_standard_page_actions_0f55ht-hgi9ai.js.map