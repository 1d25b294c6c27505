3:"$Sreact.fragment"
4:"/_next/static/chunks/0mjo2n5j3h5a8.js"
5:"/_next/static/chunks/1_heszycvpx43.js"
6:"/_next/static/chunks/32-2zno38bih_.js"
7:I[39756,["$4","$5","$6"],"default"]
8:I[37457,["$4","$5","$6"],"default"]
20:"ViewportBoundary"
21:I[97367,["$4","$5","$6"],"$20"]
22:"MetadataBoundary"
23:I[97367,["$4","$5","$6"],"$22"]
24:"$Sreact.suspense"
25:I[27201,["$4","$5","$6"],"IconMark"]
a:X
a:C
b:X
c:[["children",{"s":"__PAGE__","h":160,"d":{"r":["$","$3","c",{"children":[["$","div",null,{"className":"page-width py-8","children":["$","div",null,{"className":"card flex gap-8 px-10 py-8","children":[["$","nav",null,{"aria-label":"目录","className":"sticky top-6 hidden h-fit w-48 shrink-0 text-[13px] lg:block","children":[["$","p",null,{"className":"mb-2 font-medium text-ink-900","children":"目录"}],["$","ul",null,{"className":"space-y-1.5 text-ink-500","children":[["$","li",null,{"children":["$","a",null,{"href":"#agreement","className":"hover:text-brand-600","children":"一、用户服务协议"}]}],["$","li",null,{"children":["$","a",null,{"href":"#privacy","className":"hover:text-brand-600","children":"二、数据隐私政策"}]}],["$","li",null,{"children":["$","a",null,{"href":"#contact","className":"hover:text-brand-600","children":"三、联系我们"}]}]]}]]}],["$","article",null,{"className":"prose-zh min-w-0 flex-1","children":[["$","p",null,{"className":"mb-4 rounded border border-amber-200 bg-amber-50 px-4 py-2 text-[13px] text-amber-800","data-testid":"demo-notice","children":["【","演示内容","】本页文本为演示用途的示例条款，不构成真实的法律文件。"]}],["$","h1",null,{"children":"用户协议与隐私政策"}],["$","p",null,{"className":"text-xs text-ink-500","children":["更新日期：","2025年1月1日","　生效日期：","2025年1月1日"]}],["$","section",null,{"id":"agreement","children":[["$","h2",null,{"children":"一、用户服务协议"}],["$","p",null,{"children":["欢迎您使用","标准物质商城（演示）","（以下简称“本平台”）。本协议是您与本平台运营方（以下简称“我们”）之间就注册、登录及使用本平台服务所订立的协议。 请您在注册或使用本平台前仔细阅读本协议全部内容，特别是以",["$","b",null,{"children":"加粗"}],"形式提示的免除或限制责任条款。您点击同意、完成注册或实际使用本平台服务，即视为您已阅读、理解并同意本协议。"]}],["$","h3",null,{"children":"1. 服务内容"}],["$","p",null,{"children":["本平台为科研机构、检测机构、生产企业等用户提供标准物质、对照品、药物杂质、质控样品、中间体合成、定制合成、药典方法与法规标准查询、COA 证书下载等信息与交易服务。",["$","b",null,{"children":["本网站产品仅供科学研究使用","，不得用于临床诊断、治疗、食品、药品或其他任何用途。"]}]]}],["$","h3",null,{"children":"2. 账户注册与使用"}],["$","ul",null,{"children":[["$","li",null,{"children":"您应使用本人真实有效的手机号码或电子邮箱注册账户，并按要求提供真实、准确、完整的信息。"}],["$","li",null,{"children":"账户仅限您本人或您所代表的单位使用，您应妥善保管账户与密码，因保管不善造成的损失由您自行承担。"}],["$","li",null,{"children":"如发现账户被盗用或存在安全漏洞，请立即通知我们；我们将在合理期限内采取措施。"}],["$","li",null,{"children":"为满足危险化学品、易制毒化学品等特殊商品的管理要求，部分商品的购买需完成实名认证或企业认证。"}]]}],["$","h3",null,{"children":"3. 订单与合同"}],["$","ul",null,{"children":[["$","li",null,{"children":"商品页面展示的价格、规格、库存及货期仅供参考，以订单确认时的信息为准。标注“询价”的商品需提交询价后由我们报价。"}],["$","li",null,{"children":"您提交订单即表示向我们发出购买要约；我们确认订单并发货时，买卖合同成立。"}],["$","li",null,{"children":"如因库存、价格错误或法规限制等原因无法履行订单，我们将及时通知您并退还已支付款项。"}]]}],["$","h3",null,{"children":"4. 特殊商品的购买限制"}],["$","p",null,{"children":["列入《危险化学品目录》、易制毒化学品、管制类化学品等特殊商品，须按照国家相关法律法规办理审批、备案手续，并提供相应的资质证明。 我们持有","危险化学品经营许可证","，有权依法要求您提供资质材料，并对不符合要求的订单拒绝发货。"]}],["$","h3",null,{"children":"5. 付款、发票与配送"}],["$","ul",null,{"children":[["$","li",null,{"children":"本平台支持在线支付、对公转账及经审批的账期支付等方式，具体以结算页展示为准。"}],["$","li",null,{"children":"您可在个人中心维护开票信息，我们将按订单开具合法有效的发票。"}],["$","li",null,{"children":"需冷藏或冷冻运输的商品将采用冷链配送；签收时请当面检查包装完整性，如有破损请拒收并及时联系客服。"}]]}],["$","h3",null,{"children":"6. 售后服务"}],["$","p",null,{"children":["标准物质属于特殊计量商品，",["$","b",null,{"children":"非质量问题一经售出原则上不予退换"}],"。如商品存在质量问题、与订单不符或运输损坏，请在签收后 7 日内通过“售后中心”提交申请并提供相关凭证，我们将核实后予以退换或补发。"]}],["$","h3",null,{"children":"7. 用户行为规范"}],["$","ul",null,{"children":[["$","li",null,{"children":"不得利用本平台从事违反法律法规、危害国家安全或损害他人合法权益的活动。"}],["$","li",null,{"children":"不得以任何技术手段干扰本平台的正常运行，不得未经授权批量抓取本平台数据。"}],["$","li",null,{"children":"不得将所购商品转售给不具备相应资质的单位或个人，或用于非法用途。"}]]}],["$","h3",null,{"children":"8. 知识产权"}],["$","p",null,{"children":"本平台上的文字、图片、结构式、数据库、软件及页面设计等内容的知识产权归我们或相关权利人所有。未经书面许可，任何人不得复制、传播或用于商业用途。"}],["$","h3",null,{"children":"9. 免责声明"}],["$","p",null,{"children":[["$","b",null,{"children":"本平台提供的药典方法、法规标准、行业资讯等信息仅供参考，不构成任何专业建议；您应以官方发布的文本为准。"}],"因不可抗力、网络故障、系统维护等原因导致服务中断或延迟的，我们将尽力减少损失，但不承担由此产生的间接损失。"]}],["$","h3",null,{"children":"10. 协议的变更与终止"}],["$","p",null,{"children":"我们可能根据法律法规或业务调整修订本协议，修订后的协议将在本页面公布。如您继续使用本平台服务，视为接受修订后的协议。您可随时申请注销账户，注销后我们将按本协议及隐私政策处理您的信息。"}],["$","h3",null,{"children":"11. 法律适用与争议解决"}],["$","p",null,{"children":"本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商解决；协商不成的，任一方可向本平台运营方所在地有管辖权的人民法院提起诉讼。"}]]}],["$","section",null,{"id":"privacy","children":[["$","h2",null,{"children":"二、数据隐私政策"}],["$","p",null,{"children":"我们深知个人信息对您的重要性，并会尽全力保护您的个人信息安全。我们依据《中华人民共和国个人信息保护法》《中华人民共和国网络安全法》《中华人民共和国数据安全法》等法律法规，制定本隐私政策。"}],"$Ld","$Le","$Lf","$L10","$L11","$L12","$L13","$L14","$L15","$L16","$L17","$L18","$L19","$L1a","$L1b","$L1c"]}],"$L1d"]}]]}]}],null,"$L1e"]}],"p":"$@1f","v":null,"s":"$b"}}]]
2:[["children",{"s":"agreementPrivacy","h":64,"d":{"r":["$","$3","c",{"children":[null,["$","$L7",null,{"parallelRouterKey":"children","template":["$","$L8",null,{}]}]]}],"p":"$@9","v":"$a","s":"$b"},"c":"$Qc"}]]
1:[["children",{"s":"(plain)","c":"$Q2"}]]
0:{"t":{"t":{"s":"","h":20,"c":"$Q1"},"h":{"r":["$","$3","h",{"children":[null,["$","$L21",null,{"children":[["$","meta","0",{"charSet":"utf-8"}],["$","meta","1",{"name":"viewport","content":"width=device-width, initial-scale=1"}],["$","meta","2",{"name":"theme-color","content":"#1559b3"}]]}],["$","$L23",null,{"children":[["$","div",null,{"hidden":true,"children":["$","$24",null,{"name":"Next.Metadata","children":[["$","title","0",{"children":"用户协议与隐私政策 — 标准物质商城"}],["$","meta","1",{"name":"description","content":"标准物质商城（演示）用户服务协议与数据隐私政策。"}],["$","meta","2",{"name":"application-name","content":"标准物质商城"}],["$","meta","3",{"name":"keywords","content":"标准物质,对照品,标准品,药物杂质,药典方法,法规标准,质控样品,中间体合成,定制合成,COA证书"}],["$","meta","4",{"name":"robots","content":"index, follow"}],["$","meta","5",{"name":"format-detection","content":"telephone=no, address=no, email=no"}],["$","meta","6",{"property":"og:title","content":"用户协议与隐私政策 — 标准物质商城"}],["$","meta","7",{"property":"og:description","content":"标准物质商城（演示）用户服务协议与数据隐私政策。"}],["$","meta","8",{"property":"og:site_name","content":"标准物质商城（演示）"}],["$","meta","9",{"property":"og:locale","content":"zh_CN"}],["$","meta","10",{"property":"og:type","content":"website"}],["$","meta","11",{"name":"twitter:card","content":"summary"}],["$","meta","12",{"name":"twitter:title","content":"用户协议与隐私政策 — 标准物质商城"}],["$","meta","13",{"name":"twitter:description","content":"标准物质商城（演示）用户服务协议与数据隐私政策。"}],["$","link","14",{"rel":"icon","href":"/images/logo-mark.svg"}],["$","$L25","15",{}]]}]}],null]}],null]}],"p":"$@26","v":null,"s":"$b"}},"a":"$@27","u":"$@28","b":"a55DKA5RiIS4oCkV48VIu"}
29:"/_next/static/chunks/2cb7apyo6-855.js"
2a:I[22016,["$4","$5","$6","$29"],""]
2b:I[97367,["$4","$5","$6"],"OutletBoundary"]
d:["$","h3",null,{"children":"1. 我们收集的信息"}]
e:["$","ul",null,{"children":[["$","li",null,{"children":[["$","b",null,{"children":"账户信息："}],"手机号码、电子邮箱、昵称、登录密码（加密存储）。"]}],["$","li",null,{"children":[["$","b",null,{"children":"认证信息："}],"实名认证或企业认证时提供的姓名、证件信息、营业执照、单位名称等。"]}],["$","li",null,{"children":[["$","b",null,{"children":"交易信息："}],"订单、询价、收货地址、开票信息、支付状态等。"]}],["$","li",null,{"children":[["$","b",null,{"children":"使用信息："}],"浏览记录、搜索记录、收藏、访问日志、设备与浏览器信息。"]}],["$","li",null,{"children":[["$","b",null,{"children":"反馈信息："}],"您通过意见反馈提交的文字、图片及联系方式。"]}]]}]
f:["$","h3",null,{"children":"2. 信息的使用目的"}]
10:["$","ul",null,{"children":[["$","li",null,{"children":"为您提供注册登录、商品浏览、下单、支付、配送、开票和售后服务；"}],["$","li",null,{"children":"履行危险化学品等特殊商品的实名登记与法定报告义务；"}],["$","li",null,{"children":"改进搜索结果与页面体验，保障账户与交易安全，防范欺诈；"}],["$","li",null,{"children":"在取得您同意后，向您发送订单通知、服务提醒或产品资讯。"}]]}]
11:["$","h3",null,{"children":"3. Cookie 及同类技术"}]
12:["$","p",null,{"children":"我们使用 Cookie 保存登录状态、搜索历史（最多 5 条，保存 7 天）、页面显示偏好与新手引导状态。您可以在浏览器中清除或禁用 Cookie，但部分功能（如登录、购物车）可能因此无法正常使用。"}]
13:["$","h3",null,{"children":"4. 信息的共享、转让与公开披露"}]
14:["$","ul",null,{"children":[["$","li",null,{"children":"我们不会向第三方出售您的个人信息。"}],["$","li",null,{"children":"为完成配送、支付、开票，我们会向物流、支付及税务服务商提供必要的信息，并要求其承担保密义务。"}],["$","li",null,{"children":"根据法律法规或监管机关的要求，我们可能依法披露相关信息。"}]]}]
15:["$","h3",null,{"children":"5. 信息的存储与保护"}]
16:["$","p",null,{"children":"您的个人信息存储于中华人民共和国境内的服务器，保存期限为实现处理目的所必需的最短时间，法律法规另有规定的除外。我们采用加密传输、访问控制、密码加密存储等安全措施保护您的信息。"}]
17:["$","h3",null,{"children":"6. 您的权利"}]
18:["$","ul",null,{"children":[["$","li",null,{"children":"您可以在个人中心查阅、更正您的账户信息、收货地址与开票信息；"}],["$","li",null,{"children":"您可以删除浏览记录、收藏与搜索历史；"}],["$","li",null,{"children":"您可以撤回授权同意或申请注销账户，我们将在 15 个工作日内处理。"}]]}]
19:["$","h3",null,{"children":"7. 未成年人保护"}]
1a:["$","p",null,{"children":"本平台面向科研与企业用户，不向未满 18 周岁的未成年人提供服务。"}]
1b:["$","h3",null,{"children":"8. 本政策的更新"}]
1c:["$","p",null,{"children":"我们可能适时更新本政策。更新后的政策将在本页面发布；重大变更时我们会以站内通知等显著方式告知您。"}]
1d:["$","section",null,{"id":"contact","children":[["$","h2",null,{"children":"三、联系我们"}],["$","p",null,{"children":["如您对本协议或隐私政策有任何疑问、意见或投诉，请联系我们：客服热线 ","400-000-0000","（","工作日 9:00-18:00","），电子邮箱 ","service@example-refstd.com","。"]}],["$","p",null,{"className":"mt-6","children":["$","$L2a",null,{"href":"/","children":"返回首页"}]}]]}]
1e:["$","$L2b",null,{"children":["$","$24",null,{"name":"Next.MetadataOutlet","children":"$@2c"}]}]
28:true
b:300
2c:null
b:C
27:0
9:"$undefined"
26:"$undefined"
1f:"$undefined"
