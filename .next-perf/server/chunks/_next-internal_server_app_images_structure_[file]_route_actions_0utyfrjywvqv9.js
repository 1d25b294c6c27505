module.exports=[21851,(e,o,d)=>{}];

//# sourceMappingURL=_next-internal_server_app_images_structure_%5Bfile%5D_route_actions_0utyfrjywvqv9.js.map