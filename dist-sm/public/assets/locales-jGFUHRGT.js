var e=[`ru`,`en`];export{e as t};
//# sourceMappingURL=locales-jGFUHRGT.js.map