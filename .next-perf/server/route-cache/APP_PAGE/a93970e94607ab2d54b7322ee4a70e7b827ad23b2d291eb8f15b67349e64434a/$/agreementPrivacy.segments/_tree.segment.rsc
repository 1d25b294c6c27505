:HL["/_next/static/chunks/0e66gubruo7fe.css","style"]
:HL["/images/logo.svg","image"]
3:[["children",{"s":"__PAGE__","h":160}]]
2:[["children",{"s":"agreementPrivacy","h":64,"c":"$Q3"}]]
1:[["children",{"s":"(plain)","c":"$Q2"}]]
0:{"b":"a55DKA5RiIS4oCkV48VIu","t":{"t":{"s":"","h":20,"c":"$Q1"}}}
