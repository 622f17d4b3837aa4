// src/lib/theme.ts
/** Colour modes (SPEC §4). `system` follows the device setting live, through CSS alone. */
var themes = [
	"system",
	"light",
	"dark"
];
var themeCookie = "theme";
export { themes as n, themeCookie as t };

//# sourceMappingURL=theme-CnT9Li7J.js.map