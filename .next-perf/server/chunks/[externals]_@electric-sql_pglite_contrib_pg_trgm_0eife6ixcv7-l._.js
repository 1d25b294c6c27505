module.exports=[63342,t=>t.a(async(a,c)=>{try{var e=await t.y("@electric-sql/pglite-7966c14983af6418/contrib/pg_trgm");t.n(e),c()}catch(t){c(t)}},!0)];

//# sourceMappingURL=%5Bexternals%5D_%40electric-sql_pglite_contrib_pg_trgm_0eife6ixcv7-l._.js.map