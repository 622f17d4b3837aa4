import { t as abortPageLoads } from "./page-loads-CceO9aSJ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as UserName } from "./user-name-BiqmNMp7.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { n as showToast } from "./toast-store-DwJrIlz4.js";
// src/components/auth/sign-out-form.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The sign-out button: a plain form (works without JavaScript) that, once hydrated, also aborts
* the page's background loads so none of them lands after the session is gone.
*
* The abort waits one task: the browser checks that the form is still in the document right
* after this handler, and React flushes updates made during a submit event before that check.
* An aborted load's re-render could replace the form there, and the browser would drop the
* sign-out ("form is not connected"). A task later the navigation is already under way.
*/
function abortAfterSubmit() {
	setTimeout(abortPageLoads, 0);
}
function SignOutForm({ locale, label }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		method: "post",
		action: "/api/auth/logout",
		onSubmit: abortAfterSubmit,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			type: "hidden",
			name: "locale",
			value: locale
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "submit",
			className: "button",
			"data-testid": "sign-out",
			children: label
		})]
	});
}
// src/lib/build-watch.ts
var import_react = require_react();
/**
* SPEC §4: a new build is detected by polling the build-version file; the page then reloads at
* the next navigation. A chunk that fails to load (an old build's file is gone) reloads once,
* guarded so two failures within 10 s never loop.
*/
var buildPollMs = 6e4;
/** Polls until a version other than `current` appears; returns a stop function. */
function watchBuild({ current, fetchVersion, onNewVersion, intervalMs = buildPollMs }) {
	let stopped = false;
	const check = async () => {
		const version = await fetchVersion().catch(() => null);
		if (stopped || !version || version === current) return;
		stopped = true;
		clearInterval(timer);
		onNewVersion(version);
	};
	const timer = setInterval(check, intervalMs);
	return () => {
		stopped = true;
		clearInterval(timer);
	};
}
// src/lib/build-poll-browser.ts
var current = "mwwzx96b";
async function fetchVersion() {
	const res = await fetch("/version.json", { cache: "no-store" });
	if (!res.ok) return null;
	const body = await res.json();
	return typeof body.version === "string" ? body.version : null;
}
/** After a new build is seen, the next in-app link click is a full load of the new build. */
function reloadOnNextNavigation() {
	document.addEventListener("click", (event) => {
		const link = event.target?.closest?.("a[href]");
		if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== location.origin) return;
		event.preventDefault();
		location.assign(link.href);
	}, { capture: true });
	window.addEventListener("popstate", () => location.reload());
}
/**
* Polls `/version.json` while a signed-in page is open; once a newer build is out, the next
* navigation is a full load of it (SPEC §4). Returns a function that stops polling. Guest pages
* do without: their forms post full loads, and Waku reloads a client navigation whose answer
* comes from another build (decision 087).
*/
function pollForNewBuild() {
	return watchBuild({
		current,
		fetchVersion,
		onNewVersion: reloadOnNextNavigation
	});
}
// src/components/islands/build-poll.tsx
/** Watches for a newer build while a signed-in page is open (rendered by the user menu). */
function BuildPoll() {
	(0, import_react.useEffect)(() => pollForNewBuild(), []);
	return null;
}
// src/lib/auth/session-timers.ts
/** SPEC §4 and §9: refresh every 15 min; warn 2 min before expiry; check every 30 s; throttle 30 s. */
var refreshEveryMs = 9e5;
var expiryCheckEveryMs = 3e4;
/**
* Starts the automatic refresh and the expiry monitor of a signed-in page; returns `stop`.
* Both stop by themselves once the visitor is signed out.
*
* @example const stop = startSessionTimers({ clock, visibility, expiresAt, refresh, … })
*/
function startSessionTimers(options) {
	const { clock, visibility } = options;
	let expiresAt = options.expiresAt;
	let lastRefresh = clock.now();
	let lastWarning = Number.NEGATIVE_INFINITY;
	let refreshTimer = null;
	let monitor = null;
	let stopped = false;
	const adopt = (answer) => {
		if (stopped) return;
		if (!answer) {
			stop();
			options.onSignedOut();
			return;
		}
		expiresAt = answer.expiresAt;
	};
	const scheduleRefresh = (delay) => {
		if (refreshTimer !== null) clock.clearTimeout(refreshTimer);
		refreshTimer = clock.setTimeout(refreshNow, Math.max(0, delay));
	};
	function refreshNow() {
		refreshTimer = null;
		lastRefresh = clock.now();
		scheduleRefresh(refreshEveryMs);
		options.refresh().then(adopt, () => {});
	}
	const checkExpiry = () => {
		const now = clock.now();
		const left = expiresAt - now;
		if (left > 0 && left <= 12e4 && now - lastWarning >= 3e4) {
			lastWarning = now;
			options.warn();
		}
	};
	const startMonitor = () => {
		if (monitor === null) monitor = clock.setInterval(checkExpiry, expiryCheckEveryMs);
	};
	const stopMonitor = () => {
		if (monitor !== null) clock.clearInterval(monitor);
		monitor = null;
	};
	const onVisibilityChange = () => {
		if (stopped) return;
		if (!visibility.isVisible()) {
			stopMonitor();
			return;
		}
		startMonitor();
		const elapsed = clock.now() - lastRefresh;
		if (elapsed >= 9e5) refreshNow();
		else {
			scheduleRefresh(refreshEveryMs - elapsed);
			options.refetchSession().then(adopt, () => {});
		}
	};
	const unsubscribe = visibility.onChange(onVisibilityChange);
	scheduleRefresh(refreshEveryMs);
	if (visibility.isVisible()) startMonitor();
	function stop() {
		stopped = true;
		unsubscribe();
		stopMonitor();
		if (refreshTimer !== null) clock.clearTimeout(refreshTimer);
		refreshTimer = null;
	}
	return stop;
}
// src/components/islands/session-timers.tsx
var browserClock = {
	now: () => Date.now(),
	setTimeout: (run, ms) => window.setTimeout(run, ms),
	clearTimeout: (handle) => window.clearTimeout(handle),
	setInterval: (run, ms) => window.setInterval(run, ms),
	clearInterval: (handle) => window.clearInterval(handle)
};
var documentVisibility = {
	isVisible: () => document.visibilityState === "visible",
	onChange: (listener) => {
		document.addEventListener("visibilitychange", listener);
		return () => document.removeEventListener("visibilitychange", listener);
	}
};
/** Asks the front (same origin, cookies only) and reads the expiry; 401 → signed out. */
async function sessionCall(path, method) {
	const res = await fetch(path, {
		method,
		headers: { accept: "application/json" }
	});
	if (res.status === 401) return null;
	if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
	const { expiresAt } = await res.json();
	return { expiresAt: Date.parse(expiresAt) };
}
/**
* The SPEC §4 timers of a signed-in page: refresh every 15 minutes and on becoming visible,
* warn before the session expires. Signed out → a full load, so the front's guard decides.
*/
function SessionTimers({ expiresAt, warning }) {
	(0, import_react.useEffect)(() => startSessionTimers({
		clock: browserClock,
		visibility: documentVisibility,
		expiresAt: Date.parse(expiresAt),
		refresh: () => sessionCall("/api/auth/refresh", "POST"),
		refetchSession: () => sessionCall("/api/auth/session", "GET"),
		warn: () => void showToast(warning),
		onSignedOut: () => window.location.reload()
	}), [expiresAt, warning]);
	return null;
}
// \0virtual:vite-rsc/client-references/group/shared:src/components/auth/sign-out-form.tsx
var export_d891adb7e3b1 = { SignOutForm };
var export_bc74ae2bebed = { UserName };
var export_b3199afc2634 = { BuildPoll };
var export_ee6cd42611f9 = { SessionTimers };
export { export_b3199afc2634, export_bc74ae2bebed, export_d891adb7e3b1, export_ee6cd42611f9 };

//# sourceMappingURL=sign-out-form-Ch3LC17v.js.map