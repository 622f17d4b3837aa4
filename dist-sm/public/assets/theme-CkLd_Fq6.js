var e=[`system`,`light`,`dark`],t=`theme`;export{e as n,t};
//# sourceMappingURL=theme-CkLd_Fq6.js.map