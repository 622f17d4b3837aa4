function e(e,t){return e.replace(/\{(\w+)\}/g,(e,n)=>t[n]===void 0?e:String(t[n]))}export{e as t};
//# sourceMappingURL=fill-BtmxQH9g.js.map