module.exports=[81536,(a,b,c)=>{}];

//# sourceMappingURL=013m_dataSearchofStandard_dataDetail_%5B%5B___id%5D%5D_page_actions_0ks1x1s8dd5zo.js.map