module.exports=[42718,(d,r,e)=>{r.exports=d.x("@rdkit/rdkit-d3558befd3f094fd",()=>require("@rdkit/rdkit-d3558befd3f094fd"))}];

//# sourceMappingURL=%5Bexternals%5D_%40rdkit_rdkit_1yprnbxyj3e5l._.js.map