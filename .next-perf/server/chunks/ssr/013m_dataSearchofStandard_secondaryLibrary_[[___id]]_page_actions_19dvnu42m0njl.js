module.exports=[22075,(a,b,c)=>{}];

//# sourceMappingURL=013m_dataSearchofStandard_secondaryLibrary_%5B%5B___id%5D%5D_page_actions_19dvnu42m0njl.js.map