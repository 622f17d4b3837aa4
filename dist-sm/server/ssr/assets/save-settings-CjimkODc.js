import { n as publishSettings, t as clientSettings } from "./client-settings-q0tKyRWF.js";
import { t as themeCookie } from "./theme-CnT9Li7J.js";
// src/components/settings/save-settings.ts
/** Puts the theme on <html> now and in the cookie the server reads for signed-out pages. */
function applyTheme(theme) {
	document.documentElement.dataset.theme = theme;
	const secure = location.protocol === "https:" ? "; Secure" : "";
	document.cookie = `${themeCookie}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
/**
* `PATCH /v1/user` with `body`; on success the tab's settings become the answer's and every
* listener hears of it. Returns the api's localized error message on refusal.
*
* @example await patchUser({ settings: { sendOn: 'ctrl-enter' } })
*/
async function patchUser(body) {
	try {
		const response = await fetch("/api/v1/user", {
			method: "PATCH",
			headers: { "content-type": "application/json" },
			body: JSON.stringify(body)
		});
		const json = await response.json().catch(() => ({}));
		if (!response.ok) return json.message ?? String(response.status);
		publishSettings({
			...clientSettings(),
			...json.settings
		});
		return null;
	} catch {
		return "";
	}
}
export { patchUser as n, applyTheme as t };

//# sourceMappingURL=save-settings-CjimkODc.js.map