module.exports=[63342,a=>a.a(async(b,c)=>{try{var d=await a.y("@electric-sql/pglite-7966c14983af6418/contrib/pg_trgm");a.n(d),c()}catch(a){c(a)}},!0)];

//# sourceMappingURL=%5Bexternals%5D_%40electric-sql_pglite_contrib_pg_trgm_0eife6ixcv7-l._.js.map