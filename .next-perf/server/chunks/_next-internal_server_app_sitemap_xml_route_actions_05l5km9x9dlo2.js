module.exports=[29262,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_sitemap_xml_route_actions_05l5km9x9dlo2.js.map