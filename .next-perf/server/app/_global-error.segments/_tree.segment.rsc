:HL["/_next/static/chunks/0e66gubruo7fe.css","style"]
1:[["children",{"s":"__PAGE__","h":176}]]
0:{"b":"a55DKA5RiIS4oCkV48VIu","t":{"t":{"s":"","h":80,"c":"$Q1"}}}
