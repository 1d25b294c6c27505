module.exports=[35469,(a,b,c)=>{}];

//# sourceMappingURL=_next-internal_server_app_%28plain%29_agreementPrivacy_page_actions_13xwaiu7karbx.js.map