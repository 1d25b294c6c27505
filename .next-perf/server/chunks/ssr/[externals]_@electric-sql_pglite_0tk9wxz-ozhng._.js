module.exports=[85801,a=>a.a(async(b,c)=>{try{var d=await a.y("@electric-sql/pglite-7966c14983af6418");a.n(d),c()}catch(a){c(a)}},!0)];

//# sourceMappingURL=%5Bexternals%5D_%40electric-sql_pglite_0tk9wxz-ozhng._.js.map