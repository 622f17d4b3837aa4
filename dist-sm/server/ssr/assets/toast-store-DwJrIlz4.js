// src/components/ui/toast-store.ts
/** Notification defaults (SPEC §9): shown at the bottom for 5000 ms. */
var toastTimeoutMs = 5e3;
var items = [];
var nextId = 1;
var listeners = /* @__PURE__ */ new Set();
var emit = () => {
	for (const listener of listeners) listener();
};
/**
* Shows a toast at the bottom of the page, on top of any already there. Errors are announced
* assertively, the rest politely. `timeoutMs: 0` keeps it until dismissed. Returns its id.
*
* @example showToast(m.chat_rename_failed({}, { locale }), { kind: 'error' });
*/
function showToast(message, { kind = "info", timeoutMs = toastTimeoutMs } = {}) {
	const id = nextId++;
	items = [...items, {
		id,
		message,
		kind,
		timeoutMs
	}].slice(-5);
	emit();
	return id;
}
/** Removes a toast (its timer ran out, or the person dismissed it). */
function dismissToast(id) {
	if (!items.some((item) => item.id === id)) return;
	items = items.filter((item) => item.id !== id);
	emit();
}
/** For useSyncExternalStore: the toasts shown now, oldest first. */
var toastStore = {
	subscribe(listener) {
		listeners.add(listener);
		return () => void listeners.delete(listener);
	},
	snapshot: () => items,
	serverSnapshot: () => []
};
export { showToast as n, toastStore as r, dismissToast as t };

//# sourceMappingURL=toast-store-DwJrIlz4.js.map