import{t as e}from"./runtime-C6JGJLME.js";var t=()=>`Loading…`,n=()=>`Загрузка…`,r=((r={},i={})=>(i.locale??e())===`ru`?n(r):t(r));export{r as t};
//# sourceMappingURL=misc_loading-CqwXXlVd.js.map