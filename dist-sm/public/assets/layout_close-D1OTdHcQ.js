import{t as e}from"./runtime-C6JGJLME.js";var t=()=>`Close`,n=()=>`Закрыть`,r=((r={},i={})=>(i.locale??e())===`ru`?n(r):t(r));export{r as t};
//# sourceMappingURL=layout_close-D1OTdHcQ.js.map