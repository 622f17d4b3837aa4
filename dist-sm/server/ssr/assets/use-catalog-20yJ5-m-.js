import { t as require_react } from "./react-DvVFp2nj.js";
import { n as toAssistants, o as toModels } from "./normalize-B8PZ7xPc.js";
// src/lib/chat/model-choice.ts
/** SPEC §3: the model is written provider:llm, default gemini:gemini-25-flash, stored locally. */
var defaultModel = "gemini:gemini-25-flash";
var storageKey = "beseda:model";
/** SPEC §5: the web search flag applies only to these models. */
function supportsWebSearch(model) {
	return model === "gpt:gpt" || model === "gpt:gpt-mini";
}
function splitModel(model) {
	const [provider = "", ...rest] = model.split(":");
	return {
		provider,
		llm: rest.join(":")
	};
}
function readModel(storage) {
	const stored = storage?.getItem(storageKey);
	return stored?.includes(":") ? stored : defaultModel;
}
function writeModel(storage, model) {
	storage?.setItem(storageKey, model);
}
// src/components/chat/use-catalog.ts
var import_react = require_react();
var catalog;
function defaultModelOf(body) {
	const value = typeof body === "object" && body !== null ? body.defaultModel : void 0;
	return typeof value === "string" ? value : void 0;
}
async function getJson(path) {
	const response = await fetch(path);
	return response.ok ? response.json() : [];
}
/** Models and assistants, fetched once per page and shared by every composer. */
function useCatalog() {
	const [value, setValue] = (0, import_react.useState)();
	(0, import_react.useEffect)(() => {
		catalog ??= Promise.all([getJson("/api/v2/llm/cabinet/models"), getJson("/api/v1/assistants").then(toAssistants)]).then(([models, assistants]) => ({
			models: toModels(models),
			defaultModel: defaultModelOf(models),
			assistants
		})).catch(() => {
			catalog = void 0;
			return {
				models: [],
				assistants: []
			};
		});
		let live = true;
		catalog.then((result) => live && setValue(result));
		return () => {
			live = false;
		};
	}, []);
	return value;
}
export { supportsWebSearch as a, splitModel as i, defaultModel as n, writeModel as o, readModel as r, useCatalog as t };

//# sourceMappingURL=use-catalog-20yJ5-m-.js.map