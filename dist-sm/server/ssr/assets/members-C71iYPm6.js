import { t as fill } from "./fill-wKbVF3rJ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import "./members-api-CAt4ma6v.js";
import { t as createLucideIcon } from "./createLucideIcon-C_lwlDyR.js";
import { n as formatDay } from "./date-OdRU47Ty.js";
import { t as callApi } from "./call-api-BMZ7hmPg.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { n as useKeepTyped } from "./typed-before-hydration-Bi9ecWqC.js";
import { t as formatRub } from "./money-BT--L-MG.js";
import { t as Pencil } from "./pencil-Bb3IDKRd.js";
// node_modules/lucide-react/dist/esm/icons/ban.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "ban",
	size: 24,
	node: [["circle", {
		cx: "12",
		cy: "12",
		r: "10",
		key: "1mglay"
	}], ["path", {
		d: "M4.929 4.929 19.07 19.071",
		key: "196cmz"
	}]]
};
__iconData$3.node;
var Ban = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/log-out.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "log-out",
	size: 24,
	node: [
		["path", {
			d: "m16 17 5-5-5-5",
			key: "1bji2h"
		}],
		["path", {
			d: "M21 12H9",
			key: "dn1m92"
		}],
		["path", {
			d: "M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4",
			key: "1uf3rs"
		}]
	]
};
__iconData$2.node;
var LogOut = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/rotate-cw.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "rotate-cw",
	size: 24,
	node: [["path", {
		d: "M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8",
		key: "1p45f6"
	}], ["path", {
		d: "M21 3v5h-5",
		key: "1q7to0"
	}]]
};
__iconData$1.node;
var RotateCw = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/user-minus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "user-minus",
	size: 24,
	node: [
		["path", {
			d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
			key: "1yyitq"
		}],
		["circle", {
			cx: "9",
			cy: "7",
			r: "4",
			key: "nufk8"
		}],
		["line", {
			x1: "22",
			x2: "16",
			y1: "11",
			y2: "11",
			key: "1shjgl"
		}]
	]
};
__iconData.node;
var UserMinus = createLucideIcon(__iconData);
// src/components/members/use-members.ts
var import_jsx_runtime = require_jsx_runtime();
var import_react = require_react();
/** Loads everything the members page shows; `reload()` after any change. */
function useMembers() {
	const [state, setState] = (0, import_react.useState)({ status: "loading" });
	const reload = (0, import_react.useCallback)(async () => {
		const [user, team, members, invitations, teams] = await Promise.all([
			callApi("/v1/user"),
			callApi("/v1/entity"),
			callApi("/v1/entity/members"),
			callApi("/v1/entity/invitations"),
			callApi("/v1/entity/current")
		]);
		if (!user.ok || !team.ok || !members.ok || !invitations.ok || !teams.ok) {
			setState({ status: "failed" });
			return;
		}
		setState({
			status: "ready",
			data: {
				userId: user.data.id,
				team: team.data,
				members: members.data.members,
				pending: members.data.pending,
				incoming: invitations.data.invitations,
				emailConfirmed: invitations.data.emailConfirmed,
				teams: teams.data.teams
			}
		});
	}, []);
	(0, import_react.useEffect)(() => {
		reload();
	}, [reload]);
	return {
		state,
		reload
	};
}
/** Runs one change, then reloads; returns the error message to show, if any. */
function useChange(reload, fallback) {
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)();
	const run = async (change) => {
		setBusy(true);
		setError(void 0);
		const result = await change();
		if (!result.ok) setError(result.message ?? fallback);
		await reload();
		setBusy(false);
		return result.ok;
	};
	return {
		busy,
		error,
		run
	};
}
// src/components/members/pending-invitations.tsx
/** The team's invitations nobody has answered yet; the owner may withdraw each. */
function PendingInvitations({ pending, locale, texts, reload }) {
	const { busy, error, run } = useChange(reload, texts.failed);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "members-section",
		"aria-labelledby": "members-pending",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "members-pending",
				children: texts.pendingTitle
			}),
			pending.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: texts.pendingNone
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "members-list",
				"data-testid": "pending-list",
				children: pending.map((invitation) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "members-row",
					"data-testid": "pending-row",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "members-who",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: invitation.email }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "muted",
								children: fill(texts.expires, { date: formatDate(invitation.expiresAt, locale) })
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
							type: "button",
							className: "button",
							disabled: busy,
							"aria-label": fill(texts.revokeLabel, { email: invitation.email }),
							onClick: () => run(() => callApi(`/v1/entity/invitations/${invitation.id}`, "DELETE")),
							"data-testid": "pending-revoke",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Ban, {
								size: 16,
								"aria-hidden": true
							}), texts.revoke]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
							type: "button",
							className: "button",
							disabled: busy,
							"aria-label": fill(texts.resendLabel, { email: invitation.email }),
							onClick: () => run(() => callApi(`/v1/entity/invitations/${invitation.id}/resend`, "POST")),
							"data-testid": "pending-resend",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCw, {
								size: 16,
								"aria-hidden": true
							}), texts.resend]
						})
					]
				}, invitation.id))
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "form-error",
				children: error
			})
		]
	});
}
/** A date in the page's language, e.g. "30 Nov 2026", in Moscow time. */
function formatDate(iso, locale) {
	return formatDay(iso, locale);
}
// src/components/members/incoming-invitations.tsx
/** Invitations addressed to me: accept (joins and switches to that team) or decline. */
function IncomingInvitations({ incoming, emailConfirmed, locale, texts, reload }) {
	const { busy, error, run } = useChange(reload, texts.failed);
	if (emailConfirmed && incoming.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "members-section",
		"aria-labelledby": "members-incoming",
		"data-testid": "incoming",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "members-incoming",
				children: texts.incomingTitle
			}),
			!emailConfirmed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: texts.confirmFirst
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "members-list",
				children: incoming.map((invitation) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "members-row",
					"data-testid": "incoming-row",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "members-who",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: fill(texts.incomingFrom, {
							team: invitation.team.name,
							inviter: invitation.inviter.name || invitation.inviter.email
						}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "muted",
							children: fill(texts.expires, { date: formatDate(invitation.expiresAt, locale) })
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "members-actions",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: "button button-primary",
							disabled: busy,
							onClick: () => run(() => callApi(`/v1/entity/invitations/${invitation.id}/accept`, "POST")),
							"data-testid": "incoming-accept",
							children: texts.accept
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: "button",
							disabled: busy,
							onClick: () => run(() => callApi(`/v1/entity/invitations/${invitation.id}/decline`, "POST")),
							"data-testid": "incoming-decline",
							children: texts.decline
						})]
					})]
				}, invitation.id))
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "form-error",
				children: error
			})
		]
	});
}
// src/components/members/invite-form.tsx
/**
* The owner's invite form. The api answers the same for any address, so the form only ever says
* an invitation was sent; it never hints whether the address has an account.
*/
function InviteForm({ texts, reload }) {
	const id = (0, import_react.useId)();
	const [email, setEmail] = (0, import_react.useState)("");
	const emailField = (0, import_react.useRef)(null);
	useKeepTyped(emailField, setEmail);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [sentTo, setSentTo] = (0, import_react.useState)();
	const [error, setError] = (0, import_react.useState)();
	const submit = async (event) => {
		event.preventDefault();
		setBusy(true);
		setError(void 0);
		setSentTo(void 0);
		const result = await callApi("/v1/entity/members", "POST", { email });
		if (result.ok) {
			setSentTo(result.data.email);
			setEmail("");
			await reload();
		} else setError(result.message ?? texts.failed);
		setBusy(false);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "members-section",
		"aria-labelledby": `${id}-title`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: `${id}-title`,
				children: texts.inviteTitle
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "members-invite",
				onSubmit: submit,
				"data-testid": "invite-form",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "field",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
							htmlFor: `${id}-email`,
							children: texts.inviteEmail
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							id: `${id}-email`,
							type: "email",
							name: "email",
							required: true,
							autoComplete: "off",
							ref: emailField,
							value: email,
							"aria-describedby": `${id}-hint`,
							"aria-invalid": error ? true : void 0,
							onChange: (event) => setEmail(event.target.value),
							"data-testid": "invite-email"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							id: `${id}-hint`,
							className: "field-hint",
							children: texts.inviteHint
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					className: "button button-primary",
					disabled: busy,
					"data-testid": "invite-submit",
					children: texts.inviteSubmit
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "members-status",
				"data-testid": "invite-status",
				children: sentTo ? fill(texts.inviteSent, { email: sentTo }) : ""
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "form-error",
				"data-testid": "invite-error",
				children: error
			})
		]
	});
}
// src/components/members/team-rename.tsx
/** The owner renames the team (`PATCH /v1/entity`). */
function TeamRename({ name: initial, texts, reload }) {
	const [name, setName] = (0, import_react.useState)(initial);
	const nameField = (0, import_react.useRef)(null);
	useKeepTyped(nameField, setName);
	const { busy, error, run } = useChange(reload, texts.failed);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "members-rename",
		onSubmit: (event) => {
			event.preventDefault();
			run(() => callApi("/v1/entity", "PATCH", { name }));
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: "team-name",
				children: texts.renameLabel
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id: "team-name",
				className: "input",
				ref: nameField,
				value: name,
				required: true,
				maxLength: 100,
				onChange: (e) => setName(e.target.value),
				"data-testid": "team-name-input"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "submit",
				className: "button",
				disabled: busy,
				"data-testid": "team-rename",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
					size: 16,
					"aria-hidden": true
				}), texts.rename]
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "form-error",
				children: error
			})
		]
	});
}
// src/components/members/team-members.tsx
/** The current team's members: the owner removes any member, a member may leave. */
function TeamMembers({ data, locale, texts, reload }) {
	const { busy, error, run } = useChange(reload, texts.failed);
	const isOwner = data.team.role === "owner";
	const remove = (userId) => run(() => callApi(`/v1/entity/members/${userId}`, "DELETE"));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "members-section",
		"aria-labelledby": "members-team",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "members-team",
				"data-testid": "members-team-name",
				children: fill(texts.team, { name: data.team.name })
			}),
			isOwner && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TeamRename, {
				name: data.team.name,
				texts,
				reload
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "members-list",
				"data-testid": "members-list",
				children: data.members.map((member) => {
					const self = member.id === data.userId;
					const label = member.name || member.email;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: "members-row",
						"data-testid": "member-row",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "members-who",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: label }),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: "muted",
										children: member.email
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: "muted",
										"data-testid": "member-spent",
										children: fill(texts.spent, { amount: formatRub(member.spentThisMonthKopecks ?? 0, locale) })
									})
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "members-role",
								children: [member.role === "owner" ? texts.owner : texts.member, self ? ` · ${texts.you}` : ""]
							}),
							isOwner && member.role === "member" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
								type: "button",
								className: "button",
								disabled: busy,
								"aria-label": fill(texts.removeLabel, { name: label }),
								onClick: () => remove(member.id),
								"data-testid": "member-remove",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserMinus, {
									size: 16,
									"aria-hidden": true
								}), texts.remove]
							}),
							!isOwner && self && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
								type: "button",
								className: "button",
								disabled: busy,
								onClick: () => remove(member.id),
								"data-testid": "member-leave",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogOut, {
									size: 16,
									"aria-hidden": true
								}), texts.leave]
							})
						]
					}, member.id);
				})
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "form-error",
				children: error
			})
		]
	});
}
// src/components/members/team-switch.tsx
/** The teams I belong to; choosing one makes it the team I act (and am billed) for. */
function TeamSwitch({ data, texts, reload }) {
	const { busy, error, run } = useChange(reload, texts.failed);
	if (data.teams.length < 2) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "members-section",
		"aria-labelledby": "members-teams",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "members-teams",
				children: texts.teamsTitle
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "members-list",
				"data-testid": "teams-list",
				children: data.teams.map((team) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "members-row",
					"data-testid": "team-row",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "members-who",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: team.name }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "muted",
							children: team.role === "owner" ? texts.owner : texts.member
						})]
					}), team.id === data.team.id ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "members-role",
						"aria-current": "true",
						children: texts.current
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						disabled: busy,
						"aria-label": fill(texts.actForLabel, { name: team.name }),
						onClick: () => run(() => callApi("/v1/entity/current", "PUT", { entityId: team.id })),
						"data-testid": "team-act-for",
						children: texts.actFor
					})]
				}, team.id))
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "form-error",
				children: error
			})
		]
	});
}
// src/components/members/members-panel.tsx
/** The cabinet's members page: invitations to me, my teams, the team's members and invitations. */
function MembersPanel({ locale, texts }) {
	const { state, reload } = useMembers();
	if (state.status === "loading") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "muted",
		role: "status",
		children: texts.loading
	});
	if (state.status === "failed") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "alert",
		className: "members-failed",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: texts.loadFailed }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "button",
			onClick: () => reload(),
			children: texts.retry
		})]
	});
	const { data } = state;
	const isOwner = data.team.role === "owner";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "members-page",
		"data-testid": "members-panel",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IncomingInvitations, {
				incoming: data.incoming,
				emailConfirmed: data.emailConfirmed,
				locale,
				texts,
				reload
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TeamMembers, {
				data,
				locale,
				texts,
				reload
			}),
			isOwner && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InviteForm, {
				texts,
				reload
			}),
			isOwner && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PendingInvitations, {
				pending: data.pending ?? [],
				locale,
				texts,
				reload
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TeamSwitch, {
				data,
				texts,
				reload
			})
		]
	});
}
// \0virtual:vite-rsc/client-references/group/facade:src/pages/[locale]/(cabinet)/cabinet/members.tsx
var export_bfd41c6c9837 = { MembersPanel };
export { export_bfd41c6c9837 };

//# sourceMappingURL=members-C71iYPm6.js.map