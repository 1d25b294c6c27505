module.exports=[23862,a=>a.a(async(b,c)=>{try{var d=await a.y("pg-587764f78a6c7a9c");a.n(d),c()}catch(a){c(a)}},!0)];

//# sourceMappingURL=%5Bexternals%5D_pg_1ve3oz33vol1o._.js.map