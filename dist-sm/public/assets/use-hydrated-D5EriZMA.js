import{d as e}from"./index-B_Oy4gDf.js";var t=e();function n(){let[e,n]=(0,t.useState)(!1);return(0,t.useEffect)(()=>n(!0),[]),e}export{n as t};
//# sourceMappingURL=use-hydrated-D5EriZMA.js.map