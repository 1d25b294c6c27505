module.exports=[64043,a=>{"use strict";var b=a.i(7997),c=a.i(42765);a.s(["default",0,function(){return(0,b.jsx)("div",{className:"relative min-h-[60vh]",children:(0,b.jsx)(c.f,{})})}])},24712,function(a){a.n(a.i(64043))}];

//# sourceMappingURL=app_%28site%29_loading_tsx_1qsic2oqnbhae._.js.map