function e(e){return e===void 0||e.startsWith(`fk-`)}function t(){return`fk-${crypto.randomUUID()}`}export{t as n,e as t};
//# sourceMappingURL=placeholder-Ee6ihQTW.js.map