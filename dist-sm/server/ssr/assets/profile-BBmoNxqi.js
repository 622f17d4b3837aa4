import { t as require_react } from "./react-DvVFp2nj.js";
import { r as formatDate } from "./settings-9t8EPcG1.js";
import { t as fill } from "./fill-wKbVF3rJ.js";
import { t as callApi } from "./call-api-BMZ7hmPg.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as LazyPart } from "./lazy-part-VXuo3szl.js";
import { n as useCopy, t as downloadText } from "./save-text-C62vguW0.js";
import { n as useKeepTyped } from "./typed-before-hydration-Bi9ecWqC.js";
import { t as useHydrated } from "./use-hydrated-Bt37Pui4.js";
import { n as announceUserName } from "./user-name-BiqmNMp7.js";
import { t as FileDrop } from "./file-drop-DeFtY-f0.js";
// src/components/profile/profile-call.ts
var import_react = require_react();
/**
* `callApi` for the profile's sections: a refusal keeps the api's localized `message` ('' when
* there is none, so the section shows its own fallback).
*
* @example const res = await profileCall<User>('/v1/user', 'PATCH', { name })
*/
async function profileCall(path, method, body) {
	const result = await callApi(path, method, body);
	return result.ok ? result : {
		ok: false,
		message: result.message ?? ""
	};
}
/** The status paragraph under a section's form. */
function outcomeOf(result, success, failed) {
	return result.ok ? {
		ok: true,
		text: success
	} : {
		ok: false,
		text: result.message || failed
	};
}
// src/components/profile/profile-fields.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A labelled input of a profile section's grid. */
function ProfileField({ id, label, ...input }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
		htmlFor: id,
		children: label
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
		id,
		className: "input",
		...input
	})] });
}
/** The status line under a section's form: what was saved, or why not. */
function OutcomeLine({ outcome, testId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "status",
		className: outcome?.ok === false ? "settings-error" : "muted",
		"data-testid": testId,
		children: outcome?.text
	});
}
// src/components/two-factor/recovery-codes-view.tsx
/** The ten recovery codes, shown once: copy them, download them, then say they are saved. */
function RecoveryCodesView({ codes, texts, onDone }) {
	const { copied, copy } = useCopy();
	const text = `${codes.join("\n")}\n`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "tfa-codes",
		"data-testid": "tfa-recovery",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: texts.codesTitle }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: texts.codesText
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "tfa-code-list",
				"data-testid": "tfa-recovery-codes",
				children: codes.map((code) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", { children: code }) }, code))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "tfa-actions",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						onClick: () => copy(text),
						"data-testid": "tfa-copy",
						children: copied ? texts.copied : texts.copy
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						onClick: () => downloadText(texts.fileName, text),
						"data-testid": "tfa-download",
						children: texts.download
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button button-primary",
						onClick: onDone,
						"data-testid": "tfa-codes-saved",
						children: texts.savedThem
					})
				]
			})
		]
	});
}
// src/components/two-factor/two-factor-section.tsx
var TotpQr = (0, import_react.lazy)(() => import("./totp-qr-CTbJkymd.js"));
/** The profile's two-factor section: set up with a QR code, confirm, recovery codes, turn off. */
function TwoFactorSection({ state, texts, onChanged }) {
	const [setup, setSetup] = (0, import_react.useState)(null);
	const [codes, setCodes] = (0, import_react.useState)(null);
	const [outcome, setOutcome] = (0, import_react.useState)();
	const start = async () => {
		const result = await profileCall("/v1/user/2fa/totp", "POST");
		if (result.ok) setSetup(result.data);
		setOutcome(result.ok ? void 0 : outcomeOf(result, "", texts.failed));
	};
	const confirm = async (code) => {
		const result = await profileCall("/v1/user/2fa/totp/confirm", "POST", { code });
		if (result.ok) {
			setSetup(null);
			setCodes(result.data.recoveryCodes);
			onChanged();
		}
		setOutcome(result.ok ? void 0 : outcomeOf(result, "", texts.failed));
	};
	const turnOff = async (code) => {
		const result = await profileCall("/v1/user/2fa/totp", "DELETE", { code });
		if (result.ok) onChanged();
		setOutcome(outcomeOf(result, texts.turnedOff, texts.failed));
	};
	const codeForm = (id, label, submit, act) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "profile-grid",
		onSubmit: (event) => {
			event.preventDefault();
			const form = event.currentTarget;
			act(String(new FormData(form).get("code") ?? "").trim());
			form.reset();
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileField, {
			id,
			label,
			name: "code",
			required: true,
			autoComplete: "one-time-code",
			"data-testid": id
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "submit",
			className: "button",
			"data-testid": `${id}-submit`,
			children: submit
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "profile-section",
		"aria-labelledby": "profile-tfa-title",
		"data-testid": "tfa",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "profile-tfa-title",
				children: texts.title
			}),
			codes ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecoveryCodesView, {
				codes,
				texts,
				onDone: () => setCodes(null)
			}) : state?.totp ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				"data-testid": "tfa-on",
				children: fill(texts.onText, { count: state.recoveryCodesLeft })
			}), codeForm("tfa-off-code", texts.codeOrRecovery, texts.turnOff, turnOff)] }) : setup ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "muted",
					children: texts.scan
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyPart, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TotpQr, {
					url: setup.otpauthUrl,
					label: texts.qrLabel
				}) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
					texts.secret,
					": ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", {
						"data-testid": "tfa-secret",
						children: setup.secret
					})
				] }),
				codeForm("tfa-confirm-code", texts.code, texts.turnOn, confirm),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button",
					onClick: () => setSetup(null),
					children: texts.cancel
				})
			] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				"data-testid": "tfa-off",
				children: texts.offText
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button",
				onClick: start,
				disabled: !state,
				"data-testid": "tfa-set-up",
				children: texts.setUp
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OutcomeLine, {
				outcome,
				testId: "tfa-status"
			})
		]
	});
}
// src/components/two-factor/second-factor-field.tsx
/**
* The second factor a sensitive action asks for again while two-factor is on (`label` set);
* nothing while it is off. Its value goes to the api as `code`.
*/
function SecondFactorField({ id, label }) {
	if (!label) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileField, {
		id,
		label,
		name: "secondFactor",
		required: true,
		autoComplete: "one-time-code",
		"data-testid": id
	});
}
/** The `code` to send from a form holding a `SecondFactorField`, or nothing. */
function secondFactorOf(form) {
	const code = String(form.get("secondFactor") ?? "").trim();
	return code ? { code } : {};
}
// src/components/profile/danger-zone.tsx
/** Export of all my data, and deletion of the account after typing the email and password. */
function DangerZone({ email, locale, texts, secondFactorLabel }) {
	const [typed, setTyped] = (0, import_react.useState)("");
	const confirmField = (0, import_react.useRef)(null);
	useKeepTyped(confirmField, setTyped);
	const [password, setPassword] = (0, import_react.useState)("");
	const [outcome, setOutcome] = (0, import_react.useState)();
	const remove = async (form) => {
		const result = await profileCall("/v1/user/delete", "POST", {
			confirmation: typed,
			currentPassword: password,
			...secondFactorOf(form)
		});
		if (result.ok) {
			location.assign(`/${locale}/auth/login`);
			return;
		}
		setOutcome(outcomeOf(result, "", texts.failed));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "profile-section",
		"aria-labelledby": "profile-export-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "profile-export-title",
				children: texts.export
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: texts.exportHint
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				className: "button",
				href: "/api/v1/user/export",
				download: true,
				"data-testid": "export-data",
				children: texts.export
			})
		]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "profile-section profile-danger",
		"aria-labelledby": "profile-delete-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "profile-delete-title",
				children: texts.delete
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "profile-grid",
				onSubmit: (event) => {
					event.preventDefault();
					remove(new FormData(event.currentTarget));
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						htmlFor: "delete-confirm",
						children: texts.deleteHint.replace("{email}", email)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						id: "delete-confirm",
						ref: confirmField,
						className: "input",
						type: "email",
						value: typed,
						onChange: (e) => setTyped(e.target.value),
						autoComplete: "off",
						"data-testid": "delete-confirm"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileField, {
						id: "delete-password",
						label: texts.deletePassword,
						type: "password",
						value: password,
						onChange: (e) => setPassword(e.target.value),
						required: true,
						autoComplete: "current-password",
						"data-testid": "delete-password"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SecondFactorField, {
						id: "delete-second-factor",
						label: secondFactorLabel
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "button button-danger",
						disabled: typed.trim().toLowerCase() !== email.toLowerCase() || password === "",
						"data-testid": "delete-account",
						children: texts.deleteSubmit
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OutcomeLine, {
				outcome,
				testId: "delete-status"
			})
		]
	})] });
}
// src/components/profile/email-change-form.tsx
/** Email change: the new address and the current password, then the code mailed there. */
function EmailChangeForm({ email: initial, texts, secondFactorLabel }) {
	const [email, setEmail] = (0, import_react.useState)(initial);
	const [pending, setPending] = (0, import_react.useState)(null);
	const [outcome, setOutcome] = (0, import_react.useState)();
	const ask = async (form) => {
		const result = await profileCall("/v1/user/email", "POST", {
			email: String(form.get("email") ?? ""),
			currentPassword: String(form.get("currentPassword") ?? ""),
			...secondFactorOf(form)
		});
		if (result.ok) setPending(result.data.email);
		setOutcome(result.ok ? void 0 : outcomeOf(result, "", texts.failed));
	};
	const confirm = async (form) => {
		const result = await profileCall("/v1/user/email/confirm", "POST", { code: String(form.get("code") ?? "").trim() });
		if (result.ok) {
			setEmail(result.data.email);
			setPending(null);
		}
		const changed = texts.emailChanged.replace("{email}", result.ok ? result.data.email : "");
		setOutcome(outcomeOf(result, changed, texts.failed));
	};
	const submit = (handler) => (event) => {
		event.preventDefault();
		handler(new FormData(event.currentTarget));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "profile-section",
		"aria-labelledby": "profile-email-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "profile-email-title",
				children: texts.email
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				"data-testid": "profile-email",
				children: email
			}),
			pending === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "profile-grid",
				onSubmit: submit(ask),
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileField, {
						id: "email-new",
						label: texts.emailNew,
						name: "email",
						type: "email",
						required: true,
						autoComplete: "email",
						"data-testid": "email-new"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileField, {
						id: "email-password",
						label: texts.currentPassword,
						name: "currentPassword",
						type: "password",
						required: true,
						autoComplete: "current-password",
						"data-testid": "email-password"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SecondFactorField, {
						id: "email-second-factor",
						label: secondFactorLabel
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "button",
						"data-testid": "email-send-code",
						children: texts.emailSendCode
					})
				]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "profile-grid",
				onSubmit: submit(confirm),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileField, {
					id: "email-code",
					label: texts.emailCode.replace("{email}", pending),
					name: "code",
					inputMode: "numeric",
					pattern: "\\d{6}",
					maxLength: 6,
					required: true,
					autoComplete: "one-time-code",
					"data-testid": "email-code"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					className: "button",
					"data-testid": "email-confirm",
					children: texts.emailConfirm
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OutcomeLine, {
				outcome,
				testId: "email-status"
			})
		]
	});
}
// src/components/profile/crop-square.ts
/**
* The largest centred square of an image file, scaled to `size` px, as a PNG blob: the avatar is
* cropped in the browser, and the api still sniffs what arrives.
*/
async function cropSquare(file, size = 256) {
	const bitmap = await createImageBitmap(file);
	const side = Math.min(bitmap.width, bitmap.height);
	const canvas = document.createElement("canvas");
	canvas.width = size;
	canvas.height = size;
	const context = canvas.getContext("2d");
	if (!context) throw new Error("no 2d canvas");
	const x = (bitmap.width - side) / 2;
	const y = (bitmap.height - side) / 2;
	context.drawImage(bitmap, x, y, side, side, 0, 0, size, size);
	bitmap.close();
	return new Promise((resolve, reject) => canvas.toBlob((blob) => blob ? resolve(blob) : reject(/* @__PURE__ */ new Error("no blob")), "image/png"));
}
// src/components/profile/name-avatar-form.tsx
/** Name, and the avatar cropped square in a canvas before upload. */
function NameAvatarForm({ name: initialName, avatar: initialAvatar, texts }) {
	const [name, setName] = (0, import_react.useState)(initialName);
	const nameField = (0, import_react.useRef)(null);
	useKeepTyped(nameField, setName);
	const hydrated = useHydrated();
	const [avatar, setAvatar] = (0, import_react.useState)(initialAvatar);
	const [outcome, setOutcome] = (0, import_react.useState)();
	const saveName = async () => {
		const result = await profileCall("/v1/user", "PATCH", { name });
		if (result.ok) announceUserName(name);
		setOutcome(outcomeOf(result, texts.saved, texts.failed));
	};
	const upload = async (file) => {
		if (!file) return;
		const form = new FormData();
		try {
			form.set("file", await cropSquare(file), "avatar.png");
		} catch {
			form.set("file", file);
		}
		const result = await profileCall("/v1/user/avatar", "POST", form);
		if (result.ok) setAvatar(result.data.avatar);
		setOutcome(outcomeOf(result, texts.saved, texts.failed));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "profile-section",
		"aria-labelledby": "profile-name-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "profile-name-title",
				children: texts.name
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "profile-row",
				"data-hydrated": hydrated,
				onSubmit: (event) => {
					event.preventDefault();
					saveName();
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						htmlFor: "profile-name",
						className: "visually-hidden",
						children: texts.name
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						id: "profile-name",
						ref: nameField,
						className: "input",
						value: name,
						maxLength: 100,
						required: true,
						onChange: (e) => setName(e.target.value),
						"data-testid": "profile-name"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "button",
						disabled: !hydrated,
						"data-testid": "profile-name-save",
						children: texts.save
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "profile-avatar",
				children: [avatar ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					src: avatar,
					alt: texts.avatar,
					width: 64,
					height: 64,
					"data-testid": "profile-avatar"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "profile-avatar-empty",
					"aria-hidden": "true",
					children: name.slice(0, 1).toUpperCase()
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileDrop, {
					title: texts.avatarUpload,
					hint: texts.avatarHint,
					accept: "image/png,image/jpeg,image/webp,image/gif",
					onFiles: ([file]) => void upload(file),
					testId: "profile-avatar-input"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OutcomeLine, { outcome })
		]
	});
}
// src/components/profile/password-form.tsx
/** Password change: the current one is required; every other session is signed out. */
function PasswordForm({ texts, onChanged, secondFactorLabel }) {
	const [outcome, setOutcome] = (0, import_react.useState)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "profile-section",
		"aria-labelledby": "profile-password-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "profile-password-title",
				children: texts.password
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "profile-grid",
				onSubmit: async (event) => {
					event.preventDefault();
					const form = event.currentTarget;
					const data = new FormData(form);
					const result = await profileCall("/v1/user", "PATCH", {
						currentPassword: String(data.get("currentPassword") ?? ""),
						password: String(data.get("password") ?? ""),
						...secondFactorOf(data)
					});
					if (result.ok) {
						form.reset();
						onChanged();
					}
					setOutcome(outcomeOf(result, texts.passwordChanged, texts.failed));
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileField, {
						id: "password-current",
						label: texts.currentPassword,
						name: "currentPassword",
						type: "password",
						required: true,
						autoComplete: "current-password",
						"data-testid": "password-current"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileField, {
						id: "password-new",
						label: texts.newPassword,
						name: "password",
						type: "password",
						required: true,
						minLength: 8,
						autoComplete: "new-password",
						"data-testid": "password-new"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SecondFactorField, {
						id: "password-second-factor",
						label: secondFactorLabel
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "button",
						"data-testid": "password-change",
						children: texts.passwordChange
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OutcomeLine, {
				outcome,
				testId: "password-status"
			})
		]
	});
}
// src/components/profile/sessions-list.tsx
/** A short name for a User-Agent: the browser and the system, e.g. "Firefox · Linux". */
function deviceName(agent, unknown) {
	if (!agent) return unknown;
	return [/Edg\//.test(agent) ? "Edge" : /Firefox\//.test(agent) ? "Firefox" : /Chrome\//.test(agent) ? "Chrome" : /Safari\//.test(agent) ? "Safari" : "", /iPhone|iPad/.test(agent) ? "iOS" : /Android/.test(agent) ? "Android" : /Mac OS X|Macintosh/.test(agent) ? "macOS" : /Windows/.test(agent) ? "Windows" : /Linux|X11/.test(agent) ? "Linux" : ""].filter(Boolean).join(" · ") || agent.slice(0, 60);
}
/** Where the account is signed in, and "sign out everywhere else". */
function SessionsList({ sessions, formatTime, texts, reload, methodNames }) {
	const [outcome, setOutcome] = (0, import_react.useState)();
	const signOutOthers = async () => {
		const result = await profileCall("/v1/user/sessions/sign-out-others", "POST");
		const done = texts.signedOutOthers.replace("{count}", String(result.ok ? result.data.revoked : 0));
		setOutcome(outcomeOf(result, done, texts.failed));
		reload();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "profile-section",
		"aria-labelledby": "profile-sessions-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "profile-sessions-title",
				children: texts.sessions
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "profile-sessions",
				"data-testid": "sessions-list",
				children: sessions.map((session) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					"data-testid": "session-item",
					"data-current": session.current,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: deviceName(session.device, texts.sessionUnknown) }),
						session.signInMethod && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							"data-testid": "session-method",
							children: [" · ", methodNames[session.signInMethod]]
						}),
						session.current && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "badge",
							children: [" · ", texts.sessionCurrent]
						}),
						session.lastSeenAt && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "muted",
							children: [
								" ",
								"— ",
								texts.sessionSeen.replace("{date}", formatTime(session.lastSeenAt))
							]
						})
					]
				}, session.id))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button",
				onClick: signOutOthers,
				disabled: sessions.length < 2,
				"data-testid": "sign-out-others",
				children: texts.signOutOthers
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OutcomeLine, {
				outcome,
				testId: "sessions-status"
			})
		]
	});
}
// src/components/profile/profile-panel.tsx
/** The cabinet's profile page: name and avatar, email, password, sessions, export, deletion. */
function ProfilePanel(props) {
	const { user, locale, timeZone, dateFormat, texts, twoFactorTexts } = props;
	const [sessions, setSessions] = (0, import_react.useState)([]);
	const reload = (0, import_react.useCallback)(async () => {
		const result = await profileCall("/v1/user/sessions", "GET");
		if (result.ok) setSessions(result.data.sessions);
	}, []);
	const [twoFactor, setTwoFactor] = (0, import_react.useState)(null);
	const reloadTwoFactor = (0, import_react.useCallback)(async () => {
		const result = await profileCall("/v1/user/2fa", "GET");
		if (result.ok) setTwoFactor(result.data);
	}, []);
	const secondFactorLabel = twoFactor?.totp ? twoFactorTexts.codeOrRecovery : void 0;
	(0, import_react.useEffect)(() => {
		reload();
		reloadTwoFactor();
	}, [reload, reloadTwoFactor]);
	const formatTime = (iso) => {
		const time = new Intl.DateTimeFormat(locale, {
			timeZone,
			hour: "2-digit",
			minute: "2-digit"
		}).format(new Date(iso));
		return `${formatDate(iso, dateFormat, timeZone)} ${time}`;
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "profile-page",
		"data-testid": "profile-panel",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NameAvatarForm, {
				name: user.name,
				avatar: user.avatar,
				texts
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailChangeForm, {
				email: user.email,
				texts,
				secondFactorLabel
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordForm, {
				texts,
				onChanged: reload,
				secondFactorLabel
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TwoFactorSection, {
				state: twoFactor,
				texts: twoFactorTexts,
				onChanged: reloadTwoFactor
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SessionsList, {
				sessions,
				formatTime,
				texts,
				reload,
				methodNames: twoFactorTexts.sessionMethods
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DangerZone, {
				email: user.email,
				locale,
				texts,
				secondFactorLabel
			})
		]
	});
}
// \0virtual:vite-rsc/client-references/group/facade:src/pages/[locale]/(cabinet)/cabinet/profile.tsx
var export_1f45b1feb6c0 = { ProfilePanel };
export { export_1f45b1feb6c0 };

//# sourceMappingURL=profile-BBmoNxqi.js.map