self.__MIDDLEWARE_MATCHERS = [
  {
    "regexp": "^(?:\\/(_next\\/data\\/[^/]{1,}))?(?:\\/((?!_next\\/|__next|mall\\/|images\\/|api\\/|favicon\\.ico|sitemap|robots\\.txt|.*\\.(?:png|jpe?g|gif|webp|avif|svg|ico|css|js|mjs|map|json|txt|xml|webmanifest|woff2?|ttf|otf|pdf|wasm)$).*))(\\.json|\\.rsc|\\.segments\\/.+\\.segment\\.rsc)?[\\/#\\?]?$",
    "originalSource": "/((?!_next/|__next|mall/|images/|api/|favicon\\.ico|sitemap|robots\\.txt|.*\\.(?:png|jpe?g|gif|webp|avif|svg|ico|css|js|mjs|map|json|txt|xml|webmanifest|woff2?|ttf|otf|pdf|wasm)$).*)"
  }
];self.__MIDDLEWARE_MATCHERS_CB && self.__MIDDLEWARE_MATCHERS_CB()