import type { FilePart, ImagePart, TextPart } from 'ai';
import type { ChatDb } from '../chat/chat-db';
import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import type { CatalogModel } from '../providers/catalog';
import type { AttachmentRecord, StartResult } from './types';

registerErrorMessages({
  file_too_large: {
    en: 'The file is too large: at most {maxMb} MB',
    ru: 'Файл слишком большой: не больше {maxMb} МБ',
  },
  file_type_unsupported: {
    en: 'The type of "{name}" is not supported. Accepted: images (PNG, JPEG, GIF, WebP), PDF, spreadsheets (XLSX), text and code files (TXT, MD, CSV, JSON, HTML, source code).',
    ru: 'Тип файла «{name}» не поддерживается. Подходят изображения (PNG, JPEG, GIF, WebP), PDF, таблицы (XLSX), текстовые файлы и код (TXT, MD, CSV, JSON, HTML, исходный код).',
  },
  model_without_vision: {
    en: 'The chosen model cannot read images. Choose a model with vision.',
    ru: 'Выбранная модель не умеет читать изображения. Выберите модель с поддержкой изображений.',
  },
  file_unreadable: {
    en: 'The file could not be read',
    ru: 'Не удалось прочитать файл',
  },
  pdf_too_many_pages: {
    en: 'The PDF has {pages} pages; we read at most {maxPages}. Attach the part you need.',
    ru: 'В PDF {pages} страниц; мы читаем не больше {maxPages}. Приложите нужную часть.',
  },
  pdf_too_slow: {
    en: 'The PDF takes too long to read. Attach a smaller part of it or its text.',
    ru: 'PDF читается слишком долго. Приложите его часть поменьше или текст.',
  },
});

/** Pages a PDF may have; the documents Worker reads the count first and refuses past it. */
const MAX_PDF_PAGES = 500;

/** Largest attachment: 10 MB (the web client checks the same before upload). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Files one message may carry, and their bytes together (decision 134). */
export const MAX_FILES = 10;
export const MAX_FILES_BYTES = 20 * 1024 * 1024;
/** Text read from a file into the prompt is cut here. */
const MAX_FILE_TEXT_CHARS = 100_000;

/** How a document's text enters the prompt, on its turn and on later ones (chat-documents.ts). */
export const documentPrompt = (name: string, text: string) =>
  `Attached file "${name}":\n\n${text.length > MAX_FILE_TEXT_CHARS ? `${text.slice(0, MAX_FILE_TEXT_CHARS)}\n…` : text}`;

const imageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
/** Whether a file is an image a vision model reads (PNG, JPEG, GIF, WebP). */
export const isImage = (type: string) => imageTypes.has(type);
const textExtensions =
  /\.(txt|md|markdown|csv|tsv|json|xml|ya?ml|toml|ini|log|html?|css|s[ac]ss|[cm]?[jt]sx?|py|rb|go|rs|java|kt|swift|c|h|cc|cpp|hpp|cs|php|sh|sql)$/i;

type PromptPart = TextPart | ImagePart | FilePart;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** An Excel workbook: its sheets read as CSV for the model, and mounted for `run_python`. */
export const isSpreadsheet = (name: string, type: string) =>
  type === XLSX_TYPE || /\.xlsx$/i.test(name);

/** Where a workbook is for code: `/mnt/data/<name>` (docs/decisions/156-code-interpreter.md). */
const mountedPath = (name: string) => `/mnt/data/${name.replace(/[/\\]/g, '_')}`;

/**
 * What the model reads for a workbook the documents Worker could not read: where the file is and
 * how code can read it (docs/decisions/156-code-interpreter.md).
 */
const spreadsheetNote = (name: string) =>
  `(An Excel workbook; its cells could not be read as text. If you can run Python, it is at ` +
  `${mountedPath(name)}: pandas and openpyxl work only when the package index is ` +
  'available; without it, read the sheets with the standard library (zipfile and ' +
  'xml.etree.ElementTree: xl/sharedStrings.xml and xl/worksheets/sheet1.xml). Otherwise ask the ' +
  'user to attach it as CSV.)';

/**
 * A workbook's sheets as the model reads them: each sheet's first rows as CSV under its name,
 * with a note of what was left out and where the whole file is for code, or the plain note when
 * the documents Worker cannot read it
 * (docs/decisions/172-code-interpreter-charts-sheets-packages.md).
 */
async function spreadsheetText(env: Pick<Env, 'DOCUMENTS'>, name: string, bytes: Uint8Array) {
  const read = await env.DOCUMENTS.xlsxText(bytes).catch(() => ({ sheets: null }));
  if (!read.sheets) return spreadsheetNote(name);
  const cut =
    read.sheetCount > read.sheets.length ||
    read.sheets.some((sheet) => sheet.shownRows < sheet.rows || sheet.shownColumns < sheet.columns);
  const count = `${read.sheetCount} sheet${read.sheetCount === 1 ? '' : 's'}`;
  const parts = [
    `(An Excel workbook with ${count}, its cells as CSV.` +
      (cut ? ' It is cut: at most 20 sheets, 200 rows and 50 columns of each are shown.' : '') +
      ` If you can run Python, the whole file is at ${mountedPath(name)}.)`,
  ];
  for (const sheet of read.sheets) {
    const size = `${sheet.rows} rows × ${sheet.columns} columns`;
    const shown =
      sheet.shownRows < sheet.rows || sheet.shownColumns < sheet.columns
        ? `, the first ${sheet.shownRows} rows × ${sheet.shownColumns} columns shown`
        : '';
    parts.push(`Sheet "${sheet.name}" (${size}${shown}):\n${sheet.csv}`);
  }
  return parts.join('\n\n');
}

/** A PDF's text, read by the documents Worker (pdf.js lives there, decision 093). */
async function pdfText(env: Pick<Env, 'DOCUMENTS'>, bytes: Uint8Array): Promise<string> {
  const read = await env.DOCUMENTS.pdfText(bytes);
  if (read.text !== null) return read.text;
  if (read.refused === 'too_many_pages') {
    const params = { field: 'file', pages: read.pages ?? 0, maxPages: MAX_PDF_PAGES };
    throw new ApiError(413, 'pdf_too_many_pages', params);
  }
  if (read.refused === 'too_large') {
    throw new ApiError(413, 'file_too_large', { maxMb: MAX_FILE_BYTES / 1024 / 1024 });
  }
  if (read.refused === 'too_slow') throw new ApiError(422, 'pdf_too_slow', { field: 'file' });
  throw new ApiError(400, 'file_unreadable', { field: 'file' });
}

/** Whether a file is read as text (a PDF's or its own); images and anything else are not. */
export const isDocument = (name: string, type: string) =>
  isSpreadsheet(name, type) ||
  type === 'application/pdf' ||
  /\.pdf$/i.test(name) ||
  type.startsWith('text/') ||
  type === 'application/json' ||
  textExtensions.test(name);

/**
 * A document's text: a PDF's and a workbook's through the documents Worker, any other decoded as
 * UTF-8.
 */
export async function documentText(
  env: Pick<Env, 'DOCUMENTS'>,
  name: string,
  type: string,
  bytes: Uint8Array,
): Promise<string> {
  if (type === 'application/pdf' || /\.pdf$/i.test(name)) return pdfText(env, bytes);
  if (isSpreadsheet(name, type)) return spreadsheetText(env, name, bytes);
  return new TextDecoder().decode(bytes);
}

/** What the model reads from a file: image bytes, or its text. Refuses other types. */
async function promptPartOf(
  env: Pick<Env, 'DOCUMENTS'>,
  file: File,
  bytes: Uint8Array,
  model: CatalogModel,
) {
  const name = file.name || 'file';
  if (imageTypes.has(file.type)) {
    if (!model.capabilities.includes('vision')) throw new ApiError(400, 'model_without_vision');
    return { type: 'image', image: bytes, mediaType: file.type } satisfies ImagePart;
  }
  if (!isDocument(name, file.type)) {
    throw new ApiError(415, 'file_type_unsupported', { name, field: 'file' });
  }
  const text = await documentText(env, name, file.type, bytes);
  return { type: 'text', text: documentPrompt(name, text) } satisfies TextPart;
}

/** A checked upload: what goes into the prompt, and what R2 and D1 keep once accepted. */
export interface PreparedAttachment {
  record: AttachmentRecord;
  part: PromptPart;
  bytes: Uint8Array;
}

/**
 * Checks an uploaded file and reads what the model gets from it; stores nothing (see
 * `keptIfStarted`). The key is unique per upload, so a refused duplicate never touches another's.
 *
 * @example const file = await prepareAttachment(env, form.file, model, `${userId}/${requestId}`)
 */
export async function prepareAttachment(
  env: Pick<Env, 'DOCUMENTS'>,
  file: File,
  model: CatalogModel,
  keyPrefix: string,
): Promise<PreparedAttachment> {
  if (file.size > MAX_FILE_BYTES) {
    throw new ApiError(413, 'file_too_large', { maxMb: MAX_FILE_BYTES / 1024 / 1024 });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const part = await promptPartOf(env, file, bytes, model);
  const name = (file.name || 'file').replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 120);
  const contentType = file.type || 'application/octet-stream';
  const key = `uploads/${keyPrefix}/${crypto.randomUUID()}/${name}`;
  return { record: { key, name: file.name || name, contentType, size: file.size }, bytes, part };
}

/**
 * Every file of a send, checked and read in order (`prepareAttachment`); more bytes together
 * than `MAX_FILES_BYTES` is a 413 before any is read.
 */
export async function prepareAttachments(
  env: Pick<Env, 'DOCUMENTS'>,
  files: File[],
  model: CatalogModel,
  keyPrefix: string,
): Promise<PreparedAttachment[]> {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > MAX_FILES_BYTES) {
    throw new ApiError(413, 'file_too_large', { maxMb: MAX_FILES_BYTES / 1024 / 1024 });
  }
  const prepared: PreparedAttachment[] = [];
  for (const file of files) prepared.push(await prepareAttachment(env, file, model, keyPrefix));
  return prepared;
}

/**
 * The files an edited question keeps when the edit brings none of its own: the ones the
 * question was sent with, read back from R2 (decision 101). The caller has checked that the
 * question is in the sender's own chat, whose conversations `db` are (decision 218).
 */
export async function filesOfQuestion(
  env: Pick<Env, 'FILES'>,
  db: ChatDb,
  chatId: string,
  messageId: string,
): Promise<File[]> {
  const { results } = await db
    .prepare(
      `SELECT r2_key, name, content_type FROM attachments WHERE message_id = ?1 AND chat_id = ?2
       ORDER BY created_at, rowid`,
    )
    .bind(messageId, chatId)
    .all<{ r2_key: string; name: string; content_type: string }>();
  const files: File[] = [];
  for (const row of results) {
    const object = await env.FILES.get(row.r2_key);
    if (object)
      files.push(new File([await object.arrayBuffer()], row.name, { type: row.content_type }));
  }
  return files;
}

/**
 * Runs a generation's start with the files in R2 (`FILES`) and keeps them only when the start is
 * accepted: a refusal, a duplicate or a throw deletes them, so no object outlives a refused send.
 * The provider gets the bytes in the prompt, not from R2.
 */
export async function keptIfStarted(
  env: Env,
  files: PreparedAttachment[],
  start: () => Promise<StartResult>,
): Promise<StartResult> {
  if (files.length === 0) return start();
  await Promise.all(
    files.map(({ record, bytes }) =>
      env.FILES.put(record.key, bytes, { httpMetadata: { contentType: record.contentType } }),
    ),
  );
  let kept = false;
  try {
    const result = await start();
    kept = result.kind === 'started';
    return result;
  } finally {
    if (!kept) await env.FILES.delete(files.map(({ record }) => record.key));
  }
}
