module.exports=[85095,(a,b,c)=>{}];

//# sourceMappingURL=1jng_app_%28site%29_newsInformation_informationClassification_page_actions_1vyb4zul0osi7.js.map