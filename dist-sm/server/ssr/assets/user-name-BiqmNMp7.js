import { t as require_react } from "./react-DvVFp2nj.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/components/auth/user-name.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
var userNamedEvent = "beseda:user-named";
/** Tells every `UserName` on the page that the account's name changed (the profile form). */
function announceUserName(name) {
	window.dispatchEvent(new CustomEvent(userNamedEvent, { detail: { name } }));
}
/**
* "Signed in as {name}" that follows a rename on the profile page at once, not after a reload.
* `template` is the localized sentence with `{name}` left in it.
*/
function UserName({ template, initial }) {
	const [name, setName] = (0, import_react.useState)(initial);
	(0, import_react.useEffect)(() => {
		const onNamed = (event) => {
			const next = event.detail.name.trim();
			if (next) setName(next);
		};
		window.addEventListener(userNamedEvent, onNamed);
		return () => window.removeEventListener(userNamedEvent, onNamed);
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: template.replace("{name}", name) });
}
export { announceUserName as n, UserName as t };

//# sourceMappingURL=user-name-BiqmNMp7.js.map