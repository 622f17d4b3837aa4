// src/lib/shortcuts/shortcuts.ts
/**
* Key combinations (SPEC §1). A combination is written `Mod+Alt+Shift+KEY` in that order, where
* `Mod` is Ctrl, or ⌘ on a Mac; the api checks the same grammar (settings-schema.ts).
*/
var shortcutGroups = {
	chats: [
		"newChat",
		"searchChats",
		"nextChat",
		"previousChat",
		"toggleSidebar"
	],
	conversation: [
		"focusComposer",
		"stopAnswer",
		"regenerate",
		"copyLastAnswer"
	],
	help: ["openHelp"]
};
var shortcutActions = Object.values(shortcutGroups).flat();
var defaultShortcuts = {
	newChat: "Mod+Shift+O",
	searchChats: "Mod+Shift+F",
	nextChat: "Alt+ArrowDown",
	previousChat: "Alt+ArrowUp",
	toggleSidebar: "Mod+Shift+S",
	focusComposer: "Shift+Escape",
	stopAnswer: "Escape",
	regenerate: "Mod+Shift+Y",
	copyLastAnswer: "Mod+Shift+X",
	openHelp: "Mod+/"
};
/** Opens the command palette on every signed-in page; kept out of rebinding (issue 26, item 4). */
var paletteCombo = "Mod+K";
/** Actions that also fire while typing in a field: they are about the field or are escapes. */
var firesInFields = /* @__PURE__ */ new Set([
	"searchChats",
	"focusComposer",
	"stopAnswer",
	"openHelp",
	"newChat"
]);
/** Combinations the browser or the OS keeps for itself, or editing needs: never bindable. */
var reservedCombos = /* @__PURE__ */ new Set([
	...[
		"T",
		"W",
		"N",
		"Q",
		"R",
		"L",
		"C",
		"V",
		"X",
		"A",
		"Z",
		"Y",
		"F",
		"P",
		"H",
		"J",
		"D",
		"U"
	].map((key) => `Mod+${key}`),
	...[
		"N",
		"T",
		"W",
		"R",
		"Z",
		"I",
		"J",
		"C",
		"Delete"
	].map((key) => `Mod+Shift+${key}`),
	"Alt+ArrowLeft",
	"Alt+ArrowRight",
	"F5",
	"F11",
	"F12",
	"Tab",
	"Enter",
	paletteCombo
]);
/** Effective bindings: the defaults with the account's overrides on top. */
function resolveBindings(overrides) {
	const bindings = { ...defaultShortcuts };
	for (const action of shortcutActions) {
		const combo = overrides[action];
		if (combo) bindings[action] = combo;
	}
	return bindings;
}
var codeKeys = {
	Slash: "/",
	Period: ".",
	Comma: ",",
	Semicolon: ";",
	Quote: "'",
	BracketLeft: "[",
	BracketRight: "]",
	Backslash: "\\",
	Backquote: "`",
	Equal: "=",
	Minus: "-"
};
var namedKeys = /* @__PURE__ */ new Set([
	"Escape",
	"Enter",
	"ArrowUp",
	"ArrowDown",
	"ArrowLeft",
	"ArrowRight"
]);
/** The key part of a keydown by its physical key, so Shift or a layout does not change it. */
function keyOf(event) {
	const { code, key } = event;
	if (/^Key[A-Z]$/.test(code)) return code.slice(3);
	if (/^Digit[0-9]$/.test(code)) return code.slice(5);
	if (codeKeys[code]) return codeKeys[code];
	if (/^F([1-9]|1[0-2])$/.test(key) || namedKeys.has(key) || key === "Delete" || key === "Tab") return key;
	return null;
}
/** The combination a keydown makes, or null for a bare modifier or an unsupported key. */
function comboOf(event, isMac) {
	const key = keyOf(event);
	if (!key) return null;
	const mod = isMac ? event.metaKey : event.ctrlKey;
	if (isMac && event.ctrlKey || !isMac && event.metaKey) return null;
	return `${mod ? "Mod+" : ""}${event.altKey ? "Alt+" : ""}${event.shiftKey ? "Shift+" : ""}${key}`;
}
var macSymbols = {
	Mod: "⌘",
	Alt: "⌥",
	Shift: "⇧"
};
var arrows = {
	ArrowUp: "↑",
	ArrowDown: "↓",
	ArrowLeft: "←",
	ArrowRight: "→",
	Escape: "Esc"
};
/** How a combination reads on this platform: `⌘⇧O` on a Mac, `Ctrl+Shift+O` elsewhere. */
function displayCombo(combo, isMac) {
	return combo.split("+").map((part, i, all) => {
		if (i === all.length - 1) return arrows[part] ?? part;
		return isMac ? macSymbols[part] ?? part : part === "Mod" ? "Ctrl" : part;
	}).join(isMac ? "" : "+");
}
/** Whether this browser runs on Apple's platforms, where ⌘ stands for Ctrl. */
function isMacPlatform() {
	if (typeof navigator === "undefined") return false;
	return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}
export { isMacPlatform as a, resolveBindings as c, firesInFields as i, shortcutActions as l, defaultShortcuts as n, paletteCombo as o, displayCombo as r, reservedCombos as s, comboOf as t, shortcutGroups as u };

//# sourceMappingURL=shortcuts-C0ZwoCcG.js.map