module.exports=[85801,a=>a.a(async(c,e)=>{try{var t=await a.y("@electric-sql/pglite-7966c14983af6418");a.n(t),e()}catch(a){e(a)}},!0)];

//# sourceMappingURL=%5Bexternals%5D_%40electric-sql_pglite_0tk9wxz-ozhng._.js.map