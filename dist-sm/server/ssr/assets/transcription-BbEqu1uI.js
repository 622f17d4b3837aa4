import { t as require_react } from "./react-DvVFp2nj.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { t as Pencil } from "./pencil-Bb3IDKRd.js";
import { t as Trash } from "./trash-DUbYEh-_.js";
import { r as formatDuration, t as formatRub } from "./money-BT--L-MG.js";
import { t as IconButton } from "./icon-button-kns3lRsZ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { n as useCopy, t as downloadText } from "./save-text-C62vguW0.js";
import { t as FileDrop } from "./file-drop-DeFtY-f0.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/transcription_copied.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Transcription_CopiedInputs */
var en_transcription_copied = () => {
	return `Copied`;
};
var ru_transcription_copied = () => {
	return `Скопировано`;
};
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Transcription_CopiedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_copied = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_copied(inputs);
	return en_transcription_copied(inputs);
});
// src/paraglide/messages/transcription_copy.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Transcription_CopyInputs */
var en_transcription_copy = () => {
	return `Copy text`;
};
var ru_transcription_copy = () => {
	return `Копировать текст`;
};
/**
* | output |
* | --- |
* | "Copy text" |
*
* @param {Transcription_CopyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_copy = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_copy(inputs);
	return en_transcription_copy(inputs);
});
// src/paraglide/messages/transcription_delete.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Transcription_DeleteInputs */
var en_transcription_delete = () => {
	return `Delete`;
};
var ru_transcription_delete = () => {
	return `Удалить`;
};
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Transcription_DeleteInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_delete = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_delete(inputs);
	return en_transcription_delete(inputs);
});
// src/paraglide/messages/transcription_download.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ format: NonNullable<unknown> }} Transcription_DownloadInputs */
var en_transcription_download = (i) => {
	return `Download ${i?.format}`;
};
var ru_transcription_download = (i) => {
	return `Скачать ${i?.format}`;
};
/**
* | output |
* | --- |
* | "Download {format}" |
*
* @param {Transcription_DownloadInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_download = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_download(inputs);
	return en_transcription_download(inputs);
});
// src/paraglide/messages/transcription_drop_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Transcription_Drop_HintInputs */
var en_transcription_drop_hint = () => {
	return `MP3, WAV, M4A, OGG, MP4, WebM… up to 2 GB`;
};
var ru_transcription_drop_hint = () => {
	return `MP3, WAV, M4A, OGG, MP4, WebM… до 2 ГБ`;
};
/**
* | output |
* | --- |
* | "MP3, WAV, M4A, OGG, MP4, WebM… up to 2 GB" |
*
* @param {Transcription_Drop_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_drop_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_drop_hint(inputs);
	return en_transcription_drop_hint(inputs);
});
// src/paraglide/messages/transcription_drop_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Transcription_Drop_TitleInputs */
var en_transcription_drop_title = () => {
	return `Drop an audio or video file here, or click to choose one`;
};
var ru_transcription_drop_title = () => {
	return `Перетащите сюда аудио или видео — или нажмите, чтобы выбрать файл`;
};
/**
* | output |
* | --- |
* | "Drop an audio or video file here, or click to choose one" |
*
* @param {Transcription_Drop_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_drop_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_drop_title(inputs);
	return en_transcription_drop_title(inputs);
});
// src/paraglide/messages/transcription_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ reason: NonNullable<unknown> }} Transcription_FailedInputs */
var en_transcription_failed = (i) => {
	return `Transcription failed: ${i?.reason}`;
};
var ru_transcription_failed = (i) => {
	return `Не удалось расшифровать: ${i?.reason}`;
};
/**
* | output |
* | --- |
* | "Transcription failed: {reason}" |
*
* @param {Transcription_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_failed = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_failed(inputs);
	return en_transcription_failed(inputs);
});
// src/paraglide/messages/transcription_history.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Transcription_HistoryInputs */
var en_transcription_history = () => {
	return `Your transcriptions`;
};
var ru_transcription_history = () => {
	return `Ваши расшифровки`;
};
/**
* | output |
* | --- |
* | "Your transcriptions" |
*
* @param {Transcription_HistoryInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_history = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_history(inputs);
	return en_transcription_history(inputs);
});
// src/paraglide/messages/transcription_history_empty.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Transcription_History_EmptyInputs */
var en_transcription_history_empty = () => {
	return `No transcriptions yet.`;
};
var ru_transcription_history_empty = () => {
	return `Расшифровок пока нет.`;
};
/**
* | output |
* | --- |
* | "No transcriptions yet." |
*
* @param {Transcription_History_EmptyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_history_empty = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_history_empty(inputs);
	return en_transcription_history_empty(inputs);
});
// src/paraglide/messages/transcription_meta.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ duration: NonNullable<unknown>, language: NonNullable<unknown>, cost: NonNullable<unknown> }} Transcription_MetaInputs */
var en_transcription_meta = (i) => {
	return `${i?.duration} · ${i?.language} · ${i?.cost}`;
};
var ru_transcription_meta = (i) => {
	return `${i?.duration} · ${i?.language} · ${i?.cost}`;
};
/**
* | output |
* | --- |
* | "{duration} · {language} · {cost}" |
*
* @param {Transcription_MetaInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_meta = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_meta(inputs);
	return en_transcription_meta(inputs);
});
// src/paraglide/messages/transcription_no_match.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Transcription_No_MatchInputs */
var en_transcription_no_match = () => {
	return `Nothing matches.`;
};
var ru_transcription_no_match = () => {
	return `Ничего не найдено.`;
};
/**
* | output |
* | --- |
* | "Nothing matches." |
*
* @param {Transcription_No_MatchInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_no_match = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_no_match(inputs);
	return en_transcription_no_match(inputs);
});
// src/paraglide/messages/transcription_rename.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Transcription_RenameInputs */
var en_transcription_rename = () => {
	return `Rename`;
};
var ru_transcription_rename = () => {
	return `Переименовать`;
};
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Transcription_RenameInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_rename = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_rename(inputs);
	return en_transcription_rename(inputs);
});
// src/paraglide/messages/transcription_rename_save.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Transcription_Rename_SaveInputs */
var en_transcription_rename_save = () => {
	return `Save`;
};
var ru_transcription_rename_save = () => {
	return `Сохранить`;
};
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Transcription_Rename_SaveInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_rename_save = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_rename_save(inputs);
	return en_transcription_rename_save(inputs);
});
// src/paraglide/messages/transcription_running.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Transcription_RunningInputs */
var en_transcription_running = () => {
	return `Transcribing… this continues if you leave the page.`;
};
var ru_transcription_running = () => {
	return `Расшифровываем… это продолжится, даже если вы уйдёте со страницы.`;
};
/**
* | output |
* | --- |
* | "Transcribing… this continues if you leave the page." |
*
* @param {Transcription_RunningInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_running = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_running(inputs);
	return en_transcription_running(inputs);
});
// src/paraglide/messages/transcription_search.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Transcription_SearchInputs */
var en_transcription_search = () => {
	return `Search in the text`;
};
var ru_transcription_search = () => {
	return `Поиск по тексту`;
};
/**
* | output |
* | --- |
* | "Search in the text" |
*
* @param {Transcription_SearchInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_search = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_search(inputs);
	return en_transcription_search(inputs);
});
// src/paraglide/messages/transcription_speaker.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ number: NonNullable<unknown> }} Transcription_SpeakerInputs */
var en_transcription_speaker = (i) => {
	return `Speaker ${i?.number}`;
};
var ru_transcription_speaker = (i) => {
	return `Спикер ${i?.number}`;
};
/**
* | output |
* | --- |
* | "Speaker {number}" |
*
* @param {Transcription_SpeakerInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_speaker = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_speaker(inputs);
	return en_transcription_speaker(inputs);
});
// src/paraglide/messages/transcription_uploading.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ percent: NonNullable<unknown> }} Transcription_UploadingInputs */
var en_transcription_uploading = (i) => {
	return `Uploading… ${i?.percent}%`;
};
var ru_transcription_uploading = (i) => {
	return `Загружаем… ${i?.percent}%`;
};
/**
* | output |
* | --- |
* | "Uploading… {percent}%" |
*
* @param {Transcription_UploadingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var transcription_uploading = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_transcription_uploading(inputs);
	return en_transcription_uploading(inputs);
});
// src/lib/voice/part-upload.ts
var import_react = require_react();
/** How often one part is tried before the upload gives up (network errors and 5xx only). */
var PART_ATTEMPTS = 4;
var base$1 = "/api/v1/aimedia/stt/uploads";
/** A refusal the user can read: the api's localized `{message}`, marked final when 4xx. */
var UploadError = class extends Error {
	final;
	constructor(message, final) {
		super(message);
		this.final = final;
	}
};
async function refusal(res) {
	const body = await res.json().catch(() => ({}));
	return new UploadError(typeof body.message === "string" ? body.message : `HTTP ${res.status}`, res.status < 500);
}
/** The same file picked again resumes its upload: its id is kept under the file's identity. */
var resumeKey = (file) => `beseda:audio-upload:${file.name}:${file.size}:${file.lastModified}`;
async function startOrResume(file) {
	const kept = localStorage.getItem(resumeKey(file));
	if (kept) {
		const res = await fetch(`${base$1}/${encodeURIComponent(kept)}`);
		if (res.ok) return await res.json();
		localStorage.removeItem(resumeKey(file));
	}
	const res = await fetch(`${base$1}?model=nova`, {
		method: "POST",
		headers: { "Content-Type": "application/json" },
		body: JSON.stringify({
			size: file.size,
			title: file.name
		})
	});
	if (!res.ok) throw await refusal(res);
	const upload = await res.json();
	localStorage.setItem(resumeKey(file), upload.id);
	return upload;
}
/** One part by XHR (fetch reports no upload progress); `onLoaded` gets its bytes sent so far. */
function sendPart(id, n, bytes, onLoaded) {
	return new Promise((resolve, reject) => {
		const xhr = new XMLHttpRequest();
		xhr.open("PUT", `${base$1}/${encodeURIComponent(id)}/parts/${n}`);
		xhr.setRequestHeader("Content-Type", "application/octet-stream");
		xhr.upload.onprogress = (event) => onLoaded(event.loaded);
		xhr.onload = () => {
			if (xhr.status >= 200 && xhr.status < 300) return resolve();
			reject(new UploadError(JSON.parse(xhr.responseText || "{}").message ?? `HTTP ${xhr.status}`, xhr.status < 500));
		};
		xhr.onerror = () => reject(new UploadError("network", false));
		xhr.send(bytes);
	});
}
var pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
* Uploads a long file straight into R2 through the api in parts (docs/decisions/061): each part
* is retried on a network error or 5xx, parts already there (the same file picked again after a
* failure or a reload) are skipped, and `onProgress` sees the fraction of the whole file sent.
* Resolves with the running transcription.
*/
async function uploadInParts(file, onProgress) {
	const upload = await startOrResume(file);
	const done = new Set(upload.uploadedParts);
	const partBytes = (n) => Math.min(upload.partSize, upload.size - (n - 1) * upload.partSize);
	let sent = [...done].reduce((sum, n) => sum + partBytes(n), 0);
	onProgress(sent / upload.size);
	for (let n = 1; n <= upload.partCount; n++) {
		if (done.has(n)) continue;
		const start = (n - 1) * upload.partSize;
		const slice = file.slice(start, start + partBytes(n));
		for (let attempt = 1;; attempt++) try {
			await sendPart(upload.id, n, slice, (loaded) => onProgress((sent + loaded) / upload.size));
			break;
		} catch (error) {
			if (error.final || attempt >= PART_ATTEMPTS) throw error;
			await pause(500 * 2 ** attempt);
		}
		sent += partBytes(n);
		onProgress(sent / upload.size);
	}
	const res = await fetch(`${base$1}/${encodeURIComponent(upload.id)}/complete`, { method: "POST" });
	if (!res.ok) throw await refusal(res);
	localStorage.removeItem(resumeKey(file));
	return await res.json();
}
// src/lib/voice/transcriptions.ts
var base = "/api/v1/aimedia/stt/transcriptions";
async function reasonOf(res) {
	const body = await res.json().catch(() => ({}));
	return typeof body.message === "string" ? body.message : `HTTP ${res.status}`;
}
async function jsonOf(res) {
	if (!res.ok) throw new Error(await reasonOf(res));
	return res.json();
}
var listTranscriptions = () => fetch(base).then((res) => jsonOf(res));
var getTranscription = (id) => fetch(`${base}/${encodeURIComponent(id)}`).then((res) => jsonOf(res));
var renameTranscription = (id, title) => fetch(`${base}/${encodeURIComponent(id)}`, {
	method: "PATCH",
	headers: { "Content-Type": "application/json" },
	body: JSON.stringify({ title })
}).then((res) => jsonOf(res));
async function deleteTranscription(id) {
	const res = await fetch(`${base}/${encodeURIComponent(id)}`, { method: "DELETE" });
	if (!res.ok) throw new Error(await reasonOf(res));
}
/**
* Uploads a file for a transcription job with upload progress (fetch reports none, so XHR);
* resolves with the running transcription.
*/
function uploadForTranscription(file, onProgress) {
	return new Promise((resolve, reject) => {
		const form = new FormData();
		form.set("file", file);
		form.set("source", "file");
		form.set("title", file.name);
		const xhr = new XMLHttpRequest();
		xhr.open("POST", "/api/v1/aimedia/stt/transcribe?model=nova");
		xhr.upload.onprogress = (event) => {
			if (event.lengthComputable) onProgress(event.loaded / event.total);
		};
		xhr.onload = () => {
			const body = JSON.parse(xhr.responseText || "{}");
			if (xhr.status >= 200 && xhr.status < 300) resolve(body);
			else reject(new Error(body.message ?? `HTTP ${xhr.status}`));
		};
		xhr.onerror = () => reject(/* @__PURE__ */ new Error("network"));
		xhr.send(form);
	});
}
// src/components/transcription/history-list.tsx
var import_jsx_runtime = require_jsx_runtime();
var minutes = (seconds) => seconds === null ? "—" : formatDuration(seconds);
var rub = formatRub;
/** The user's transcriptions with duration, language and cost; open, rename, delete. */
function HistoryList({ items, openId, onOpen, onRename, onDelete }) {
	const locale = useLocale();
	const [editing, setEditing] = (0, import_react.useState)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "transcription-history",
		"data-testid": "transcription-history",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: transcription_history({}, { locale }) }),
			items.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: transcription_history_empty({}, { locale })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				"data-testid": "transcription-item",
				"data-status": item.status,
				"aria-current": item.id === openId,
				children: [
					editing?.id === item.id ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
						onSubmit: (event) => {
							event.preventDefault();
							onRename(item.id, editing.title);
							setEditing(void 0);
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							value: editing.title,
							onChange: (event) => setEditing({
								id: item.id,
								title: event.target.value
							}),
							"aria-label": transcription_rename({}, { locale }),
							"data-testid": "transcription-title-input"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "submit",
							className: "icon-button",
							children: transcription_rename_save({}, { locale })
						})]
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "link-button",
						onClick: () => onOpen(item.id),
						"data-testid": "transcription-open",
						children: item.title
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "muted",
						children: transcription_meta({
							duration: minutes(item.durationSeconds),
							language: item.language ?? "—",
							cost: rub(item.costKopecks, locale)
						}, { locale })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						label: transcription_rename({}, { locale }),
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
							size: 16,
							"aria-hidden": true
						}),
						onClick: () => setEditing({
							id: item.id,
							title: item.title
						}),
						"data-testid": "transcription-rename"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						label: transcription_delete({}, { locale }),
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
							size: 16,
							"aria-hidden": true
						}),
						disabled: item.status === "running",
						onClick: () => onDelete(item.id),
						"data-testid": "transcription-delete"
					})
				]
			}, item.id)) })
		]
	});
}
// src/lib/voice/subtitles.ts
/** A cue ends at a sentence end, a new speaker, or at these sizes, whichever comes first. */
var MAX_CUE_WORDS = 12;
var MAX_CUE_SECONDS = 6;
/** `HH:MM:SS,mmm` (SRT) or `HH:MM:SS.mmm` (WebVTT). */
function timestamp(seconds, separator) {
	const ms = Math.max(0, Math.round(seconds * 1e3));
	const pad = (n, width = 2) => String(n).padStart(width, "0");
	const h = Math.floor(ms / 36e5);
	const m = Math.floor(ms % 36e5 / 6e4);
	const s = Math.floor(ms % 6e4 / 1e3);
	return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1e3, 3)}`;
}
/** Subtitle cues from the timed words. */
function cuesOf(transcript) {
	const cues = [];
	let current = null;
	let count = 0;
	for (const word of transcript.words) {
		const fits = current && current.speaker === word.speaker && count < MAX_CUE_WORDS && word.end - current.start <= MAX_CUE_SECONDS && !/[.!?…]$/.test(current.text);
		if (current && fits) {
			current.text += ` ${word.word}`;
			current.end = word.end;
			count += 1;
		} else {
			current = {
				start: word.start,
				end: word.end,
				speaker: word.speaker,
				text: word.word
			};
			cues.push(current);
			count = 1;
		}
	}
	return cues;
}
function toSrt(transcript) {
	return cuesOf(transcript).map((cue, i) => `${i + 1}\n${timestamp(cue.start, ",")} --> ${timestamp(cue.end, ",")}\n${cue.text}\n`).join("\n");
}
function toVtt(transcript, speakerName) {
	return `WEBVTT\n\n${cuesOf(transcript).map((cue) => {
		const voice = cue.speaker === null ? "" : `<v ${speakerName(cue.speaker)}>`;
		return `${timestamp(cue.start, ".")} --> ${timestamp(cue.end, ".")}\n${voice}${cue.text}\n`;
	}).join("\n")}`;
}
/** Paragraphs with their start time and speaker, one per block. */
function toTxt(transcript, speakerName) {
	return transcript.paragraphs.map((p) => {
		const who = p.speaker === null ? "" : ` ${speakerName(p.speaker)}:`;
		return `[${timestamp(p.start, ".").slice(0, 8)}]${who} ${p.text}`;
	}).join("\n\n").concat("\n");
}
// src/components/transcription/transcript-view.tsx
var TYPES = {
	txt: "text/plain",
	srt: "application/x-subrip",
	vtt: "text/vtt"
};
function download(name, format, text) {
	downloadText(`${name.replace(/\.[^.]+$/, "") || "transcript"}.${format}`, text, TYPES[format]);
}
/** A finished transcript: paragraphs with times and speakers, search, play from a line, copy, export. */
function TranscriptView({ transcription }) {
	const locale = useLocale();
	const audio = (0, import_react.useRef)(null);
	const [query, setQuery] = (0, import_react.useState)("");
	const { copied, copy } = useCopy();
	const speaker = (n) => transcription_speaker({ number: String(n + 1) }, { locale });
	const needle = query.trim().toLocaleLowerCase();
	const shown = transcription.paragraphs.filter((p) => !needle || p.text.toLocaleLowerCase().includes(needle));
	const playFrom = (seconds) => {
		const element = audio.current;
		if (!element) return;
		element.currentTime = seconds;
		element.play().catch(() => void 0);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "transcript",
		"data-testid": "transcript",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("audio", {
				ref: audio,
				src: transcription.audioUrl ? `/api${transcription.audioUrl}` : void 0,
				controls: true,
				preload: "metadata",
				"data-testid": "transcript-audio"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "transcript-tools",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						type: "search",
						value: query,
						placeholder: transcription_search({}, { locale }),
						"aria-label": transcription_search({}, { locale }),
						onChange: (event) => setQuery(event.target.value),
						"data-testid": "transcript-search"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "icon-button",
						onClick: () => void copy(transcription.text),
						"data-testid": "transcript-copy",
						children: copied ? transcription_copied({}, { locale }) : transcription_copy({}, { locale })
					}),
					[
						"txt",
						"srt",
						"vtt"
					].map((format) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "icon-button",
						onClick: () => download(transcription.title, format, format === "srt" ? toSrt(transcription) : format === "vtt" ? toVtt(transcription, speaker) : toTxt(transcription, speaker)),
						"data-testid": `transcript-download-${format}`,
						children: transcription_download({ format: format.toUpperCase() }, { locale })
					}, format))
				]
			}),
			shown.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: transcription_no_match({}, { locale })
			}),
			shown.map((paragraph) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				className: "transcript-line",
				onClick: () => playFrom(paragraph.start),
				"data-testid": "transcript-line",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "transcript-time",
						children: timestamp(paragraph.start, ".").slice(0, 8)
					}),
					paragraph.speaker !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "transcript-speaker",
						children: speaker(paragraph.speaker)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: paragraph.text })
				]
			}, `${paragraph.start}-${paragraph.end}`))
		]
	});
}
// src/components/transcription/upload-zone.tsx
/** Drag and drop or pick an audio or video file (the kit's drop zone); shows the upload's progress. */
function UploadZone({ progress, onFile }) {
	const locale = useLocale();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "transcription-drop",
		"data-testid": "transcription-drop",
		children: progress === void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileDrop, {
			title: transcription_drop_title({}, { locale }),
			hint: transcription_drop_hint({}, { locale }),
			accept: "audio/*,video/*",
			onFiles: ([file]) => {
				if (file) onFile(file);
			},
			testId: "transcription-file-input"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			role: "status",
			className: "file-drop",
			children: [transcription_uploading({ percent: String(Math.round(progress * 100)) }, { locale }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("progress", {
				max: 1,
				value: progress,
				"data-testid": "transcription-upload-progress"
			})]
		})
	});
}
// src/components/transcription/transcription-panel.tsx
/** How often a running job is asked about. */
var POLL_MS = 1e3;
/** The id of the open transcription lives in `?id=`, so a reload comes back to the job. */
function showInUrl(id) {
	const url = new URL(window.location.href);
	if (id) url.searchParams.set("id", id);
	else url.searchParams.delete("id");
	window.history.replaceState(null, "", url);
}
/** The /transcription page: upload, the running job's progress, the result, and the history. */
function TranscriptionPanel() {
	const locale = useLocale();
	const [items, setItems] = (0, import_react.useState)([]);
	const [open, setOpen] = (0, import_react.useState)();
	const [progress, setProgress] = (0, import_react.useState)();
	const [problem, setProblem] = (0, import_react.useState)();
	const [ready, setReady] = (0, import_react.useState)(false);
	const refresh = (0, import_react.useCallback)(() => listTranscriptions().then((page) => setItems(page.items)).catch((error) => setProblem(error.message)), []);
	const openById = (0, import_react.useCallback)((id) => {
		showInUrl(id);
		getTranscription(id).then(setOpen).catch(() => showInUrl(void 0));
	}, []);
	(0, import_react.useEffect)(() => {
		setReady(true);
		refresh();
		const id = new URL(window.location.href).searchParams.get("id");
		if (id) openById(id);
	}, [refresh, openById]);
	const runningId = open?.status === "running" ? open.id : void 0;
	(0, import_react.useEffect)(() => {
		if (!runningId) return;
		const timer = window.setInterval(() => {
			getTranscription(runningId).then((next) => {
				if (next.status === "running") return;
				setOpen(next);
				refresh();
			});
		}, POLL_MS);
		return () => window.clearInterval(timer);
	}, [runningId, refresh]);
	const upload = async (file) => {
		setProblem(void 0);
		setProgress(0);
		try {
			const started = file.size > 10485760 ? await uploadInParts(file, setProgress) : await uploadForTranscription(file, setProgress);
			showInUrl(started.id);
			setOpen(started);
			refresh();
		} catch (error) {
			setProblem(transcription_failed({ reason: error.message }, { locale }));
		} finally {
			setProgress(void 0);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "transcription",
		"data-testid": "transcription",
		"data-ready": ready,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UploadZone, {
				progress,
				onFile: (file) => void upload(file)
			}),
			problem && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "form-error",
				role: "alert",
				"data-testid": "transcription-error",
				children: problem
			}),
			open?.status === "running" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				"data-testid": "transcription-running",
				children: transcription_running({}, { locale })
			}),
			open?.status === "failed" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "form-error",
				role: "alert",
				"data-testid": "transcription-failed",
				children: transcription_failed({ reason: open.error?.message ?? "" }, { locale })
			}),
			open?.status === "done" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TranscriptView, { transcription: open }, open.id),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HistoryList, {
				items,
				openId: open?.id,
				onOpen: openById,
				onRename: (id, title) => void renameTranscription(id, title).then((renamed) => {
					if (open?.id === id) setOpen({
						...open,
						title: renamed.title
					});
					return refresh();
				}),
				onDelete: (id) => void deleteTranscription(id).then(() => {
					if (open?.id === id) {
						setOpen(void 0);
						showInUrl(void 0);
					}
					return refresh();
				})
			})
		]
	});
}
// \0virtual:vite-rsc/client-references/group/facade:src/pages/[locale]/(text-page)/transcription.tsx
var export_7facb22b84bd = { TranscriptionPanel };
export { export_7facb22b84bd };

//# sourceMappingURL=transcription-BbEqu1uI.js.map