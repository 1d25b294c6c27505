module.exports=[89984,(a,b,c)=>{}];

//# sourceMappingURL=1ocz_newsInformation_components_newsInformationRight_page_actions_0tytj54o65sgo.js.map