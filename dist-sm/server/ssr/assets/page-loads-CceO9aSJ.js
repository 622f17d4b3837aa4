// src/lib/page-loads.ts
/**
* The page's background loads (lists, balances, ledgers) share one abort signal that signing out
* fires: the form's navigation then never races loads that would come back 401 into a page that
* is leaving.
*/
var controller = new AbortController();
/** The signal to pass to a background load, combined with the caller's own if it has one. */
function pageLoadSignal(own) {
	return own ? AbortSignal.any([controller.signal, own]) : controller.signal;
}
/** Aborts every background load in flight; later loads start with a fresh signal. */
function abortPageLoads() {
	controller.abort();
	controller = new AbortController();
}
export { pageLoadSignal as n, abortPageLoads as t };

//# sourceMappingURL=page-loads-CceO9aSJ.js.map